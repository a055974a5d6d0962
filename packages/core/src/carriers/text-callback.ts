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
