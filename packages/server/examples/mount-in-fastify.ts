import { join } from 'node:path';
import { createLeadline } from '@leadline/core';
import { leadlineApi } from '@leadline/server';
import Fastify from 'fastify';

/** The REST API mounted into your own Fastify app, under a prefix of your choosing. */
export async function main(folder: string) {
  const leadline = await createLeadline({ database: join(folder, 'leadline.db') });
  const app = Fastify();
  app.get('/health', async () => ({ ok: true }));
  // Everything Leadline serves moves under /leadline: /leadline/api/v1/..., /leadline/api/docs/1.0.
  await app.register(leadlineApi, { leadline, prefix: '/leadline' });
  try {
    const company = await leadline.companies.create({ name: 'Acme Leads' });
    const { key, private_key } = await leadline.keys.create(company.id, { name: 'My app' });
    const basic = Buffer.from(`${key.public_key}:${private_key}`).toString('base64');
    const me = await app.inject({
      method: 'GET',
      url: '/leadline/api/v1/me',
      headers: { authorization: `Basic ${basic}` },
    });
    const ours = await app.inject({ method: 'GET', url: '/health' });
    return { me: me.statusCode, company: me.json().me.company.name, ours: ours.statusCode };
  } finally {
    await app.close();
    await leadline.close();
  }
}
