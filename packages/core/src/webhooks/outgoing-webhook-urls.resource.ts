import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/plain',
] as const;

/** `200`, `200,201`, `200-299` or a mix: the codes a response may have to count as a success. */
export const SUCCESS_CODES_PATTERN =
  /^\s*[1-5]\d\d(\s*-\s*[1-5]\d\d)?(\s*,\s*[1-5]\d\d(\s*-\s*[1-5]\d\d)?)*\s*$/;
export const SUCCESS_CODES_MESSAGE = 'must be HTTP status codes or ranges, e.g. 200,201 or 200-299';

/** Designed (spec 4.1/6): one request an outgoing webhook makes. */
export const outgoingWebhookUrls = defineResource({
  name: 'outgoing_webhook_url',
  plural: 'outgoing_webhook_urls',
  family: 'webhooks',
  description:
    'One request an outgoing webhook makes when it fires: URL, method, headers and a body in which [token] ' +
    'and [token]{default} are replaced by the call or lead values. URLs of a webhook run in sortable_order.',
  fields: {
    outgoing_webhook_id: f.ref('outgoing_webhooks').required().doc('The webhook this URL belongs to'),
    name: f.string().search().doc('Label (blank: the host of url)'),
    url: f
      .string()
      .fetchedUrl()
      .credentials('url')
      .required()
      .notBlank()
      .pattern(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
      .example('https://crm.example.com/postback?caller=[caller_id]')
      .search()
      .doc('Requested URL; [token] placeholders are replaced and URL-encoded'),
    method: f.enum(HTTP_METHODS).default('post').doc('HTTP method'),
    headers: f
      .json()
      .credentials('header_object')
      .example({ Authorization: 'Bearer [api_key]' })
      .doc(
        'Extra request headers, {"Authorization":"Bearer [api_key]"}; values accept [token] syntax and [secret:NAME]; stored encrypted, shown masked',
      ),
    content_type: f.enum(CONTENT_TYPES).default('application/json').doc('Content-Type of the body'),
    body: f
      .text()
      .doc(
        'Request body with [token], [token]{default} and [!Type! EXPR !!] placeholders ' +
          '(blank: every token of the record as JSON or form fields; ignored for get and delete)',
      ),
    sortable_order: f.decimal().default(0).sort().doc('Requested in ascending order, smaller first'),
    webhook_response_success_codes: f
      .string()
      .default('200-299')
      .pattern(SUCCESS_CODES_PATTERN, SUCCESS_CODES_MESSAGE)
      .example('200-299')
      .doc('Status codes that count as delivered; anything else is retried, then counted as a failure'),
    webhook_read_timeout: f
      .decimal()
      .min(1)
      .max(60)
      .default(10)
      .doc('Seconds to wait for the response before the attempt fails'),
    active: f.boolean().default(true).doc('An inactive URL is skipped'),
    oauth_connection_id: f
      .ref('oauth_connections')
      .doc(
        'Authenticate with this OAuth connection’s access token (Authorization: Bearer …, refreshed when due)',
      ),
  },
});
