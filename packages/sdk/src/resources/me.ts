import type { RequestOptions, Transport } from '../transport/transport.js';

/** What GET /me answers: the company, actor and permissions of the client's credentials. */
export interface Me {
  company: {
    id: number;
    uuid: string;
    name: string;
    subdomain: string;
    time_zone: string;
    default_country: string;
    created_at: string;
    updated_at: string;
  };
  actor: { type: 'api_key' | 'user' | 'system'; id: number | null; name: string };
  permissions: { superuser: boolean; access: Record<string, 'none' | 'read' | 'write'> };
}

/** `client.me`: the cheapest way to check a client's set-up. */
export class MeResource {
  constructor(private readonly transport: Transport) {}

  /** Which company and actor these credentials are, and what they may do. */
  async show(options?: RequestOptions): Promise<Me> {
    const body = await this.transport.request<{ me: Me }>({ method: 'GET', path: '/me' }, options);
    return body.me;
  }
}
