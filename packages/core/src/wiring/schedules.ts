import { IntegrationObjects } from '../integrations/integration-objects.js';
import { EmailSender } from '../messaging/email-sender.js';
import { CallbackRunner } from '../schedules/callback-runner.js';
import { RetargetRunner } from '../schedules/retarget-runner.js';
import { ScheduleActions } from '../schedules/schedule-actions.js';
import { ScheduleRunner } from '../schedules/schedule-runner.js';
import type { AccessParts } from './access.js';
import type { CallPieces } from './call-store.js';
import type { CallParts } from './calls.js';
import type { ContactParts } from './contacts.js';
import type { Core, FoundationParts } from './foundation.js';
import type { LeadParts } from './leads.js';
import type { MessagingParts } from './messaging.js';
import type { NumberParts } from './numbers.js';
import type { WebhookParts } from './webhooks.js';

/** Schedules work leads through their actions: calls, texts, e-mails, data appends, files, webhooks. */
export interface ScheduleParts {
  /** What schedule actions put into other systems (S3 files), and PUT /integrations/objects/:id. */
  readonly integrationObjects: IntegrationObjects;
  /** Works schedule leads through their actions: `runDue()`, or `start()` a polling loop. */
  readonly schedules: ScheduleRunner;
}

export function wireSchedules(
  app: Core &
    FoundationParts &
    AccessParts &
    WebhookParts &
    ContactParts &
    LeadParts &
    CallParts &
    MessagingParts &
    NumberParts,
  { guards }: CallPieces,
): ScheduleParts {
  const { database, clock, leads } = app;
  const { db, dialect } = database;
  const integrationObjects = new IntegrationObjects({
    db,
    urls: app.urls,
    secrets: app.secrets,
    dialect,
    clock,
    objects: () => app.resource('integration_objects'),
    endpoint: () => app.registry.require('integrations').endpoints.find((e) => e.name === 'update_object')!,
  });
  const emails = new EmailSender({ db, secrets: app.secrets, urls: app.urls, contacts: app.contacts });
  const schedules = new ScheduleRunner({
    db,
    clock,
    companies: app.companies,
    leads,
    outbox: app.outbox,
    callbacks: new CallbackRunner({
      db,
      clock,
      companies: app.companies,
      makeCalls: app.makeCalls,
      guards,
      stateRules: app.stateRules,
      suppression: app.suppression,
    }),
    retargets: new RetargetRunner({ db, clock, companies: app.companies, leads }),
    pools: app.poolUpkeep,
    actions: new ScheduleActions({
      db,
      clock,
      leads,
      contacts: app.contacts,
      suppression: app.suppression,
      makeCalls: app.makeCalls,
      guards,
      stateRules: app.stateRules,
      dataAppends: app.dataAppends,
      objects: integrationObjects,
      sendText: (ctx, text) => app.resource('text_messages').create(ctx, text),
      sendEmail: (ctx, mail) => emails.send(ctx, mail),
      unsubscribeUrl: (base, company, leadId) => app.unsubscribes.url(base, company, leadId),
      fireWebhook: (companyId, webhookId, lead) => app.webhooks.fireForLead(companyId, webhookId, lead),
    }),
  });
  return { integrationObjects, schedules };
}
