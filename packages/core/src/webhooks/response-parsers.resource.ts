import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { WRITABLE_TIMESTAMPS } from '../kernel/writable-timestamps.js';
import { TOKEN_KEY_MESSAGE, TOKEN_KEY_PATTERN } from '../tokens/tokens.resource.js';
import { SUCCESS_CODES_MESSAGE, SUCCESS_CODES_PATTERN } from './outgoing-webhook-urls.resource.js';

/** Spec 2.3: exactly the listed columns; writable: the listed fields, all optional and blank ok. */
export const responseParsers = defineResource({
  name: 'response_parser',
  plural: 'response_parsers',
  family: 'webhooks',
  extraParams: {
    create: WRITABLE_TIMESTAMPS,
  },
  description:
    'Extracts a value from a webhook URL’s response (by value_path) into the token `key` of the call or ' +
    'lead; webhook_response_success_codes says which HTTP statuses are acceptable.',
  fields: {
    company_id: f.computed('integer', (row) => Number(row.company_id), ['company_id']),
    outgoing_webhook_url_id: f.ref('outgoing_webhook_urls').doc('Webhook URL whose response is parsed'),
    name: f.string().search().sort().doc('Display name'),
    buyer_conversion_id: f
      .ref('buyer_conversions')
      .doc('Buyer conversion whose webhook response is parsed instead'),
    partner_crm_command_id: f
      .integer()
      .readOnly()
      .doc('CRM integration command whose response is parsed (→ partner_crm_commands; set by integrations)'),
    description: f.text().doc('Notes for your team'),
    webhook_response_success_codes: f
      .string()
      .pattern(SUCCESS_CODES_PATTERN, SUCCESS_CODES_MESSAGE)
      .example('200-299')
      .doc('Acceptable HTTP status codes, e.g. 200,201 or 200-299; other responses are not parsed'),
    key: f
      .string()
      .pattern(TOKEN_KEY_PATTERN, TOKEN_KEY_MESSAGE)
      .example('bid_price')
      .filter()
      .search()
      .doc('Token key the extracted value is stored under ([key] afterwards)'),
    value_path: f
      .string()
      .example('data.buyers[0].bid_price')
      .doc('Where the value sits in the response: a JSON path (data.buyers[0].bid) or an XML path'),
    sortable_order: f.decimal().readOnly().default(0).doc('Applied in ascending order, smaller first'),
    value_formatter: f.string().readOnly().doc('Formatter applied to the extracted value'),
    value_type: f.string().readOnly().doc('Type the value is read as (string, integer, float, time)'),
    value_expression: f.text().readOnly().doc('[!Type! EXPR !!] expression computing the stored value'),
    record_token_filter_id: f
      .integer()
      .readOnly()
      .doc('Token filter deciding when the parser applies (→ record_token_filters)'),
    record_token_filter_data_count: f.integer().readOnly().default(0).doc('Number of filter conditions'),
    record_token_filter_data: f.json().readOnly().doc('Filter conditions [{"key","operator","value"}]'),
  },
});
