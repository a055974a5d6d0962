import { APIConnectionError, APIError, LeadlineError } from '@leadline/sdk';
import { serverUrl } from './api-client.js';
import { ExitError } from './exit-error.js';
import type { Output } from './output.js';

/**
 * Runs an API call, turning an SDK error into an ExitError: the message and
 * each bad field on stderr, exit code 2 for a request the server refused
 * (4xx), 1 when the server or the connection failed. Under --json the error
 * body also goes to stdout, for scripts.
 */
export async function callApi<T>(out: Output, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof APIConnectionError) {
      throw new ExitError(`Could not reach ${serverUrl ?? 'the server'}: ${error.message}`, 1);
    }
    if (error instanceof APIError) {
      if (out.json && error.body && typeof error.body === 'object') {
        process.stdout.write(`${JSON.stringify(error.body, null, 2)}\n`);
      }
      const fields = Object.entries(error.errors)
        .filter(([field]) => field !== 'base')
        .map(([field, messages]) => `\n  ${field}: ${messages.join(', ')}`);
      const status = error.status;
      throw new ExitError(`${error.message}${fields.join('')}`, status && status < 500 ? 2 : 1);
    }
    if (error instanceof LeadlineError) throw new ExitError(error.message, 2);
    throw error;
  }
}
