/** One received text as the carriers describe it, read into the same fields. */
export interface CarrierText {
  From?: string;
  To?: string;
  Body: string;
  messageId: string;
  media: string[];
}

/**
 * The carriers' inbound-message bodies as flat fields: Twilio and TeXML
 * form fields (Body, MessageSid, NumMedia and MediaUrl0…), Plivo's (Text,
 * MessageUUID, Media0…), Telnyx's message.received event (JSON under
 * data.payload: from.phone_number, to[0].phone_number, text, id, media[].url).
 */
export function readCarrierText(params: Record<string, unknown>): CarrierText & Record<string, unknown> {
  const data = params.data as { event_type?: string; payload?: Record<string, any> } | undefined;
  if (data && typeof data === 'object' && data.payload && typeof data.payload === 'object') {
    const p = data.payload;
    const to = Array.isArray(p.to) ? p.to[0]?.phone_number : p.to?.phone_number;
    return {
      From: typeof p.from?.phone_number === 'string' ? p.from.phone_number : undefined,
      To: typeof to === 'string' ? to : undefined,
      Body: typeof p.text === 'string' ? p.text : '',
      messageId: typeof p.id === 'string' ? p.id : '',
      media: Array.isArray(p.media)
        ? p.media.map((m: { url?: unknown }) => m?.url).filter((u: unknown) => typeof u === 'string')
        : [],
    };
  }
  const text = (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : undefined);
  const media: string[] = [];
  for (let i = 0; i < 10; i++) {
    const url = text(`MediaUrl${i}`) ?? text(`Media${i}`);
    if (url) media.push(url);
  }
  return {
    ...params,
    From: text('From'),
    To: text('To'),
    Body: text('Body') ?? text('Text') ?? '',
    messageId: text('MessageSid') ?? text('SmsSid') ?? text('MessageUUID') ?? '',
    media,
  };
}

/** A delivery report as the carriers word it, read into the same fields. */
export interface CarrierTextStatus {
  messageId: string;
  /** The carrier's own status word. */
  word: string;
  /** Why it failed, in the carrier's words (a code when that is all it says). */
  error: string | null;
  /** The company's number that sent the text: the integration whose signature is checked is found by it. */
  To?: string;
}

/**
 * Twilio's and Plivo's form fields (MessageSid/MessageUUID, MessageStatus/Status,
 * ErrorCode) and Telnyx's message.sent / message.finalized events (JSON under
 * data.payload: id, to[0].status, errors[0], from.phone_number).
 */
export function readTextStatus(params: Record<string, unknown>): CarrierTextStatus & Record<string, unknown> {
  const data = params.data as { payload?: Record<string, any> } | undefined;
  if (data && typeof data === 'object' && data.payload && typeof data.payload === 'object') {
    const p = data.payload;
    const to = Array.isArray(p.to) ? p.to[0] : p.to;
    const error = Array.isArray(p.errors) && p.errors.length ? p.errors[0] : null;
    return {
      messageId: typeof p.id === 'string' ? p.id : '',
      word: typeof to?.status === 'string' ? to.status : '',
      error: error ? [error.code, error.title, error.detail].filter(Boolean).join(' ') : null,
      To: typeof p.from?.phone_number === 'string' ? p.from.phone_number : undefined,
    };
  }
  const text = (k: string) =>
    typeof params[k] === 'string' && params[k] !== '' ? (params[k] as string) : undefined;
  const code = text('ErrorCode');
  return {
    messageId: text('MessageSid') ?? text('SmsSid') ?? text('MessageUUID') ?? '',
    word: (text('MessageStatus') ?? text('SmsStatus') ?? text('Status') ?? '').toLowerCase(),
    error: code && code !== '0' && code !== '000' ? `error ${code}` : null,
    To: text('From'),
  };
}

export type TextFate = 'sent' | 'delivered' | 'undelivered' | 'failed';

/** Carriers' status words in the record's statuses; words not here (queued, sending, accepted…) change nothing. */
export const TEXT_STATUS_WORDS: Record<string, TextFate> = {
  sent: 'sent',
  delivery_unconfirmed: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  delivery_failed: 'undelivered',
  failed: 'failed',
  sending_failed: 'failed',
  rejected: 'failed',
  canceled: 'failed',
};
