/** One answered request as the transport hands it over: the parsed body and the raw answer. */
export interface RawAnswer {
  /** The parsed JSON body (the text when it is not JSON; undefined when empty). */
  body: unknown;
  /**
   * The HTTP answer: status, headers and its body, which can still be read
   * (the SDK buffers it, as retries and error parsing need the text).
   */
  response: Response;
  /** The `X-Request-Id` the SDK sent; the server logs it beside the request. */
  requestId: string;
}

/** What `.withResponse()` resolves to. */
export interface WithResponse<T> {
  /** What awaiting the call gives. */
  data: T;
  /** The HTTP answer of the (last) attempt: `response.headers.get('x-ratelimit-remaining')`. */
  response: Response;
  requestId: string;
}

/**
 * What every call of the client returns: a promise of the parsed result
 * (await it), which also gives the HTTP answer behind it, as openai-node's
 * calls do. The request starts when the call is made, not when it is awaited.
 *
 * @example
 * const { data: buyer, response } = await client.buyers.show(1).withResponse();
 * response.headers.get('x-ratelimit-remaining');
 * const raw = await client.buyers.show(1).asResponse(); // a Response, body unread
 */
export class APIPromise<T> extends Promise<T> {
  #parsed: Promise<T> | undefined;

  constructor(
    private readonly answer: Promise<RawAnswer>,
    private readonly parse: (answer: RawAnswer) => T | Promise<T>,
  ) {
    // The value given to super is never seen: then/catch/finally read `answer` through `parse`.
    super((resolve) => resolve(null as T));
  }

  /** The same request with its result turned into another (a record out of its envelope). */
  map<U>(transform: (value: T) => U | Promise<U>): APIPromise<U> {
    return new APIPromise(this.answer, async (answer) => transform(await this.parse(answer)));
  }

  /** The HTTP answer (status, headers, its body unread), without parsing it. */
  asResponse(): Promise<Response> {
    return this.answer.then((a) => a.response);
  }

  /** The parsed result and the HTTP answer behind it. */
  async withResponse(): Promise<WithResponse<T>> {
    const [data, answer] = await Promise.all([this.parsed(), this.answer]);
    return { data, response: answer.response, requestId: answer.requestId };
  }

  private parsed(): Promise<T> {
    this.#parsed ??= this.answer.then(this.parse);
    return this.#parsed;
  }

  // biome-ignore lint/suspicious/noThenProperty: a promise is what this is.
  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.parsed().then(onFulfilled, onRejected);
  }

  override catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.parsed().catch(onRejected);
  }

  override finally(onFinally?: (() => void) | null): Promise<T> {
    return this.parsed().finally(onFinally);
  }

  // Derived promises (`then`'s) are plain promises, not APIPromises that would need an answer.
  static override get [Symbol.species]() {
    return Promise;
  }
}
