import type { EndpointAnswers } from '../generated/answers.js';
import type { RequestOptions, Transport } from '../transport/transport.js';

/** What GET /me answers: the company, actor and permissions of the client's credentials. */
export type Me = EndpointAnswers['me']['show']['me'];

/** `client.me`: the cheapest way to check a client's set-up. */
export class MeResource {
  constructor(private readonly transport: Transport) {}

  /** Which company and actor these credentials are, and what they may do. */
  async show(options?: RequestOptions): Promise<Me> {
    const body = await this.transport.request<{ me: Me }>({ method: 'GET', path: '/me' }, options);
    return body.me;
  }
}
