import type { APIPromise } from '../api-promise.js';
import type { ContactImport, ContactImportCreateParams } from '../generated/resources.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';
import type { Uploadable } from '../uploads.js';
import { type WaitForImportOptions, waitForImport } from './imports.js';

/**
 * `create` of a blacklist import: the declared fields and the CSV, either
 * uploaded (`import_file`, sent as multipart/form-data) or fetched by the
 * server (`import_file_url`).
 */
export type ContactImportCreateWithFileParams = Omit<ContactImportCreateParams, 'import_file_url'> &
  (
    | {
        /** The CSV of numbers to block (or, with `import_type: 'unblock'`, unblock); a header row is optional. */
        import_file: Uploadable;
        import_file_url?: undefined;
      }
    | { import_file?: undefined; import_file_url: string }
  );

/**
 * `client.contactImports`: blacklist files. Create reads the file's layout at
 * once (a bad file is a 422 naming `import_file`), then blocks or unblocks
 * its numbers in the background.
 *
 * @example
 *   const upload = await client.contactImports.create({ name: 'March DNC', import_file: file });
 *   const done = await client.contactImports.waitForImport(upload.id); // import_count, invalid_count
 */
export class ContactImports extends Resource<'contact_imports'> {
  protected override readonly fileParams = ['import_file'];

  /** POST /contact_imports: the import, `pending`; wait for it with `waitForImport`. */
  override create(
    params: ContactImportCreateWithFileParams,
    options?: RequestOptions,
  ): APIPromise<ContactImport> {
    return super.create(params as ContactImportCreateParams, options);
  }

  /**
   * Polls the import until it ends: resolves with it once `succeeded`;
   * rejects with `ImportFailedError` on `failed`, `ImportTimeoutError` after
   * `timeoutMs` (default 15 minutes).
   */
  waitForImport(
    contactImport: RecordId | { id: number },
    options?: WaitForImportOptions<ContactImport>,
  ): Promise<ContactImport> {
    const id = typeof contactImport === 'object' ? contactImport.id : contactImport;
    return waitForImport((o) => this.show(id, {}, o), options);
  }
}
