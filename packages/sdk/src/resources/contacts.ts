import type { Contact, ContactListParams } from '../generated/resources.js';
import type { ListPromise } from '../pagination.js';
import { Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

/** The list parameters of GET /contacts, less `blocked`, which the suppression list forces. */
export type SuppressionListParams = Omit<ContactListParams, 'blocked'>;

/**
 * `client.contacts`: show and update (by id, uuid or number), and the company
 * blacklist of spec 4.3. Numbers may be written with or without +.
 *
 * @example
 *   await client.contacts.callerBlock('17193132645');
 *   for await (const c of client.contacts.suppressionList()) console.log(c.number);
 */
export class Contacts extends Resource<'contacts'> {
  /** POST /contacts/:caller_id/caller_block: blacklists the number (creating its contact). */
  callerBlock(callerId: string, options?: RequestOptions): Promise<Contact> {
    return this.caller(callerId, 'caller_block', options);
  }

  /** POST /contacts/:caller_id/caller_unblock: takes the number off the blacklist. */
  callerUnblock(callerId: string, options?: RequestOptions): Promise<Contact> {
    return this.caller(callerId, 'caller_unblock', options);
  }

  /** GET /contacts/suppression_list: the blacklisted contacts, paged like any list. */
  suppressionList(params: SuppressionListParams = {}, options?: RequestOptions): ListPromise<Contact> {
    return this.listAt<Contact>('/contacts/suppression_list', params, options);
  }

  private async caller(callerId: string, action: string, options?: RequestOptions): Promise<Contact> {
    const body = await this.request<{ contact: Contact }>(
      { method: 'POST', path: `/contacts/${encodeURIComponent(callerId)}/${action}` },
      options,
    );
    return body.contact;
  }
}
