import type { Plural, Resource } from '../resource.js';
import type { Transport } from '../transport/transport.js';
import type { Operation } from '../types.js';
import { AdminTableExporters } from './admin-table-exporters.js';
import { BuyerSuppressions } from './buyer-suppressions.js';
import { Calls } from './calls.js';
import { ContactImports } from './contact-imports.js';
import { Contacts } from './contacts.js';
import { DataAppends } from './data-appends.js';
import { InboundWebhooks } from './inbound-webhooks.js';
import { Integrations } from './integrations.js';
import { Leads } from './leads.js';
import { PhoneNumbers } from './phone-numbers.js';
import { Schedules } from './schedules.js';

type ResourceClass<P extends Plural> = new (
  transport: Transport,
  plural: P,
  name: string,
  operations: readonly Operation[],
) => Resource<P>;

/**
 * Resources with endpoints beyond the standard six. To add one, write a class
 * that extends Resource and calls `this.request` for the extra endpoint:
 *
 *   export class Leads extends Resource<'leads'> {
 *     optOut(callerId: string, options?: RequestOptions) {
 *       return this.request({ method: 'PUT', path: `/leads/${callerId}/caller_opt_out` }, options);
 *     }
 *   }
 *
 * and name it here (`leads: Leads`). The client then builds that class for
 * `client.leads`, and the accessor's type gains its methods.
 */
export const CUSTOM_RESOURCES = {
  admin_table_exporters: AdminTableExporters,
  leads: Leads,
  buyer_suppressions: BuyerSuppressions,
  contacts: Contacts,
  contact_imports: ContactImports,
  inbound_webhooks: InboundWebhooks,
  phone_numbers: PhoneNumbers,
  data_appends: DataAppends,
  schedules: Schedules,
  calls: Calls,
  integrations: Integrations,
} satisfies { [P in Plural]?: ResourceClass<P> };

export type CustomResources = typeof CUSTOM_RESOURCES;

export function resourceClass<P extends Plural>(plural: P): ResourceClass<P> | undefined {
  return (CUSTOM_RESOURCES as { [K in Plural]?: ResourceClass<K> })[plural] as ResourceClass<P> | undefined;
}
