import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { ContactService } from '../contacts/contact-service.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { integrationSecret } from '../integrations/integration-secret.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';

// Loaded on the first e-mail, not with the package: most processes never send one (issue 30, RSS).
const nodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');

/** One e-mail to send, its tokens already filled. */
export interface OutgoingEmail {
  /** The smtp integration (blank: the company's first active one). */
  integrationId: number | null;
  /** Blank: the integration's settings.from. */
  from: string | null;
  to: string;
  /** The lead's number: its contact keeps the address that bounced. */
  number: string;
  subject: string;
  text: string;
  /** Where the recipient unsubscribes: appended to the body and sent as List-Unsubscribe (one click). */
  unsubscribeUrl: string;
}

const SMTP_TIMEOUT_MS = 20_000;

/**
 * Sends e-mail through the company's smtp integration with nodemailer:
 * settings `host`, `port` (587), `secure` (TLS from the first byte, port 465;
 * otherwise STARTTLS is required), `username`, `from` and `ca` (a PEM to
 * trust for a private mail server); the password is its secret item, sealed.
 * The host is SSRF-checked like every address the server connects to.
 */
export class EmailSender {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      secrets: SecretBox;
      urls: UrlGuard;
      contacts: Pick<ContactService, 'noteEmailBounce'>;
    },
  ) {}

  /**
   * Sends; returns the SMTP message id. Throws with the reason when it cannot.
   * An address that bounced before is not tried again; one the server refuses
   * for good now (5xx at RCPT TO) is noted on the contact as bounced.
   */
  async send(ctx: TenantContext, mail: OutgoingEmail): Promise<string> {
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const contact = await scope
      .selectFrom('contacts')
      .select(['email_bounced_address', 'email_bounce_reason'])
      .where('number', '=', mail.number)
      .executeTakeFirst();
    if (
      typeof contact?.email_bounced_address === 'string' &&
      contact.email_bounced_address.toLowerCase() === mail.to.toLowerCase()
    ) {
      throw new Error(
        `${mail.to} bounced before (${String(contact.email_bounce_reason)}): not e-mailed again`,
      );
    }
    const integration = await scope
      .selectFrom('integrations')
      .select(['id', 'settings'])
      .where('integration_type', '=', 'smtp')
      .where('deleted_at', 'is', null)
      .$if(mail.integrationId !== null, (q) => q.where('id', '=', mail.integrationId!))
      .$if(mail.integrationId === null, (q) => q.where('status', '!=', 'disabled'))
      .orderBy('id')
      .executeTakeFirst();
    if (!integration) {
      throw new Error(
        mail.integrationId === null
          ? 'the company has no smtp integration'
          : `integration ${mail.integrationId} is not an smtp integration`,
      );
    }
    const settings = (decodeValue('json', integration.settings) ?? {}) as Record<string, unknown>;
    const host = typeof settings.host === 'string' ? settings.host.trim() : '';
    if (!host) throw new Error(`smtp integration ${integration.id} has no settings.host`);
    const secure = settings.secure === true;
    const port = Number(settings.port ?? (secure ? 465 : 587));
    await this.deps.urls.check(`https://${host.includes(':') ? `[${host}]` : host}:${port}/`);
    const from = mail.from || (typeof settings.from === 'string' ? settings.from : '');
    if (!from) throw new Error('no email_from, and the smtp integration has no settings.from');
    const password = await integrationSecret(this.deps.db, ctx.company.id, integration.id, this.deps.secrets);
    const transport = nodemailer().createTransport({
      host,
      port,
      secure,
      requireTLS: !secure,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      ...(typeof settings.username === 'string' && settings.username
        ? { auth: { user: settings.username, pass: password ?? '' } }
        : {}),
      tls: {
        ...(typeof settings.ca === 'string' && settings.ca ? { ca: settings.ca } : {}),
        servername: host,
      },
    });
    try {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: `${mail.text}\n\n--\nUnsubscribe: ${mail.unsubscribeUrl}\n`,
        list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      return info.messageId;
    } catch (error) {
      const bounce = permanentRefusal(error);
      if (!bounce) throw error;
      await this.deps.contacts.noteEmailBounce(ctx, mail.number, mail.to, bounce);
      throw new Error(`${mail.to} bounced (${bounce}): the address is not e-mailed again`);
    } finally {
      transport.close();
    }
  }
}

/**
 * The server's words when it refused the recipient for good: a 5xx answer to
 * RCPT TO (nodemailer's EENVELOPE). A 4xx is temporary, and a refusal of the
 * message itself (at DATA: spam, size) says nothing about the address.
 */
function permanentRefusal(error: unknown): string | null {
  const e = error as { code?: unknown; responseCode?: unknown; response?: unknown; command?: unknown };
  const code = Number(e?.responseCode);
  if (e?.code !== 'EENVELOPE' || !(code >= 500 && code < 600)) return null;
  if (typeof e.command === 'string' && !/^RCPT/i.test(e.command)) return null;
  return typeof e.response === 'string' && e.response ? e.response.slice(0, 500) : String(code);
}
