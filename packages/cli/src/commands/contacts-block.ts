import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { type Output, printRecord } from '../util/output.js';

/** `leadline contacts block|unblock NUMBER`: the contact as it is afterwards. */
export async function changeBlock(action: 'block' | 'unblock', number: string, opts: ServerFlags & Output) {
  const client = await apiClient(opts);
  const contact = await callApi(opts, () =>
    action === 'block' ? client.contacts.callerBlock(number) : client.contacts.callerUnblock(number),
  );
  printRecord(opts, contact as unknown as Record<string, unknown>);
}
