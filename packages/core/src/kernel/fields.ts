import { decodeValue, type StorageKind } from '../db/column-types.js';
import type { CredentialShape } from '../secrets/credential-parts.js';

/** What a field holds, as the API speaks it (the SDK's metadata `ValueType` is generated from it). */
export const FIELD_TYPES = [
  'string',
  'text',
  'integer',
  'decimal',
  'boolean',
  'time',
  'json',
  'enum',
  'phone',
  'strings',
  'integers',
  'ref',
  'refs',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Where create and update may set a field. */
export type CreateRule = 'required' | 'optional' | 'no';
export type UpdateRule = 'optional' | 'no';

export interface ComputedField {
  /** Derives the value from the stored row (and the record's other values). */
  compute: (row: Record<string, unknown>) => unknown;
  /** Stored columns the computation reads, so `columns=` still loads them. */
  needs: readonly string[];
}

/** Where a lookup field reads its value: `table.column` of the row whose `on` equals this row's `from`. */
export interface Lookup {
  table: string;
  column: string;
  /** Column of `table` matched (default id). */
  on?: string;
  /** Column of this resource's table it matches (a ref field, or id). */
  from: string;
  /** Several rows match (dispositions of a call): the newest by id. */
  latest?: boolean;
  /** How many rows match (the webhook requests about a call), instead of a column of one. */
  count?: boolean;
}

/** How a stored value is shown: the API type and the conversion. */
export interface ShownAs {
  type: FieldType;
  values?: readonly string[];
  show: (stored: unknown) => unknown;
}

/** One field of a resource: its column, its validation, its docs and its SDK type come from here. */
export interface FieldSpec {
  readonly type: FieldType;
  readonly description?: string;
  readonly create: CreateRule;
  readonly update: UpdateRule;
  /** Accepts '' (stored as null). */
  readonly blankOk: boolean;
  /** Accepts '' on update though required (so not blank) on create: spec 2.3's "required | optional, blank ok". */
  readonly blankOkOnUpdate?: boolean;
  /** Value on create when not given, and in build (`/new`); a function is called per record (generated tokens). */
  readonly default?: unknown;
  readonly values?: readonly string[];
  readonly pattern?: { source: string; flags: string; message: string };
  readonly min?: number;
  readonly max?: number;
  /** Unique within a company. */
  readonly unique?: boolean;
  /** ref/refs: plural name of the target resource. */
  readonly target?: string;
  /**
   * integer: an id whose resource another field names (`owner_id` by `owner_type`): the type
   * field's value → the plural of the resource the id must be a record of.
   */
  readonly refBy?: { typeField: string; targets: Readonly<Record<string, string>> };
  /** integer/integers: ids of companies, which the acting credential must be allowed to act in. */
  readonly companyRef?: boolean;
  /**
   * A URL the server itself fetches (or will): checked against SSRF when saved (422 naming the
   * field) and fetched only through the URL guard.
   */
  readonly fetchedUrl?: boolean;
  /** Why a URL a client writes is never fetched by the server (a page a person opens, a carrier's own). */
  readonly notFetched?: string;
  /** Stored encrypted with the engine's SecretBox (AES-256-GCM); shown masked, like `secret`. */
  readonly sealed?: boolean;
  /**
   * A receiver's URL or headers: the parts that carry credentials (credential query parameters,
   * header values) are sealed one by one at rest, shown masked, opened at send time; `[secret:NAME]`
   * in it names one of the company's secret items (checked at save, resolved at send time).
   */
  readonly credentials?: CredentialShape;
  /**
   * json: keys of the object that are URLs the server fetches (a carrier's `api_base_url`, an S3
   * `endpoint`), checked as `fetchedUrl` fields are; and `noCredentials`: keys that look like a
   * credential (secret, password, token, api_key…) are refused, since secrets go in secret_items.
   */
  readonly settings?: { fetchedUrls: readonly string[]; noCredentials: boolean };
  /** Why an id a client writes is not checked against Leadline's records (it names none of them). */
  readonly unchecked?: string;
  /** refs: also writable by this target field (`add_user_buyer_ids` by `user_buyer_id`). */
  readonly targetKey?: string;
  /** Offered as an equality list filter (`?offer_id=5`). */
  readonly filter?: boolean;
  /**
   * false: the filter reads the company's rows in created_at order instead of
   * an index of its own. For tables written far more than filtered by this
   * field (leads, logs), where every index is paid on each insert.
   */
  readonly index?: boolean;
  /** Matched by `fulltext`. */
  readonly search?: boolean;
  /** Accepted by `order`. */
  readonly sort?: boolean;
  readonly computed?: ComputedField;
  /**
   * A value read from another record in the same statement as the row (the
   * offer's name beside offer_id): a correlated subselect, so a page of calls
   * costs no second query. Implies `computed` (nothing stored).
   */
  readonly lookup?: Lookup;
  /**
   * The stored value as the API shows it, when live clients expect another
   * type than the column's (calls' buyer_converted is stored boolean and
   * compared as "Converted"). Filters still take the stored type.
   */
  readonly shown?: ShownAs;
  /** A realistic value for docs and generated tests; required where a pattern rules out generic samples. */
  readonly example?: unknown;
  /** Stored but never shown (hashes, secrets). */
  readonly hidden?: boolean;
  /** Shown as a fixed placeholder instead of its value (secrets). */
  readonly secret?: boolean;
  /**
   * Other names a write accepts for the field: TrackDrive's own where Leadline
   * names it differently (`webhook_remote_url` for `webhook_url`).
   */
  readonly aliases?: readonly string[];
  /** A computed boolean that is the negation of this stored boolean, and writes it (`paused` of `active`). */
  readonly inverseOf?: string;
}

/** How a field type is stored: a column kind, a row in record_links, or nothing (computed). */
export function storageOf(spec: FieldSpec): StorageKind | 'link' | 'none' {
  if (spec.computed) return 'none';
  switch (spec.type) {
    case 'string':
    case 'enum':
    case 'phone':
      return 'string';
    case 'text':
      return 'text';
    case 'integer':
    case 'ref':
      // 64-bit on both dialects: integer fields often hold ids (record_id, owner_id) that outgrow 2^31.
      return 'bigint';
    case 'decimal':
      return 'decimal';
    case 'boolean':
      return 'boolean';
    case 'time':
      return 'time';
    case 'json':
    case 'strings':
    case 'integers':
      return 'json';
    case 'refs':
      return 'link';
  }
}

/** A chainable, immutable field builder: `f.string().required().unique()`. */
export class Field {
  constructor(readonly spec: FieldSpec) {}

  private with(patch: Partial<FieldSpec>): Field {
    return new Field({ ...this.spec, ...patch });
  }

  /** Required on create, optional on update. */
  required(): Field {
    return this.with({ create: 'required', blankOk: false });
  }
  /** Required on create, but an update may blank it (call_dispositions key and name). */
  blankOnUpdate(): Field {
    return this.with({ blankOkOnUpdate: true });
  }
  /** Rejects '' (default: '' is accepted as null). */
  notBlank(): Field {
    return this.with({ blankOk: false });
  }
  /** Shown, never written through the API (counters, statuses kept by the engine). */
  readOnly(): Field {
    return this.with({ create: 'no', update: 'no' });
  }
  createOnly(): Field {
    return this.with({ update: 'no' });
  }
  default(value: unknown): Field {
    return this.with({ default: value });
  }
  doc(description: string): Field {
    return this.with({ description });
  }
  example(value: unknown): Field {
    return this.with({ example: value });
  }
  unique(): Field {
    return this.with({ unique: true });
  }
  pattern(re: RegExp, message: string): Field {
    return this.with({ pattern: { source: re.source, flags: re.flags, message } });
  }
  min(n: number): Field {
    return this.with({ min: n });
  }
  max(n: number): Field {
    return this.with({ max: n });
  }
  filter(): Field {
    return this.with({ filter: true });
  }
  /** A filter without an index of its own (see FieldSpec.index). */
  unindexed(): Field {
    return this.with({ index: false });
  }
  search(): Field {
    return this.with({ search: true });
  }
  sort(): Field {
    return this.with({ sort: true });
  }
  hidden(): Field {
    return this.with({ hidden: true });
  }
  secret(): Field {
    return this.with({ secret: true });
  }
  /** Shown as another type than stored (see FieldSpec.shown). */
  shownAs(type: FieldType, show: ShownAs['show'], values?: readonly string[]): Field {
    return this.with({ shown: { type, show, ...(values ? { values } : {}) } });
  }
  /**
   * An id a client writes that names no record Leadline keeps (a carrier's, a future
   * resource's), so it cannot be checked; the reason is required, because every other
   * `_id` a client writes must be a checked reference.
   */
  unchecked(reason: string): Field {
    return this.with({ unchecked: reason });
  }
  /** A secret stored encrypted at rest (`leadline.secrets`), shown masked. */
  sealed(): Field {
    return this.with({ sealed: true, secret: true });
  }
  /** Credentials inside a URL or headers, sealed part by part (see FieldSpec.credentials). */
  credentials(shape: CredentialShape): Field {
    return this.with({ credentials: shape });
  }
  /**
   * A URL the server fetches: refused when saved if it is not http(s) or points at a private,
   * loopback, link-local or metadata address (unless the operator allows private URLs).
   */
  fetchedUrl(): Field {
    return this.with({ fetchedUrl: true });
  }
  /** A URL the server never fetches, and why (every URL-shaped field says one or the other). */
  notFetched(reason: string): Field {
    return this.with({ notFetched: reason });
  }
  /** A json object of settings: its URL keys checked as `.fetchedUrl()`, credential-like keys refused. */
  settingsObject(fetchedUrls: readonly string[]): Field {
    return this.with({ settings: { fetchedUrls, noCredentials: true } });
  }
  /** Also accepted on write under these names (TrackDrive's). */
  alias(...names: string[]): Field {
    return this.with({ aliases: [...(this.spec.aliases ?? []), ...names] });
  }
}

const base = (type: FieldType, extra: Partial<FieldSpec> = {}) =>
  new Field({ type, create: 'optional', update: 'optional', blankOk: true, ...extra });

/** Field constructors used by every resource declaration. */
export const f = {
  string: () => base('string'),
  text: () => base('text'),
  integer: () => base('integer'),
  decimal: () => base('decimal'),
  boolean: () => base('boolean'),
  time: () => base('time'),
  json: () => base('json'),
  /** A phone number, normalised to E.164 with the company's default country. */
  phone: () => base('phone'),
  enum: (values: readonly string[]) => base('enum', { values, filter: true }),
  strings: () => base('strings'),
  integers: () => base('integers'),
  /** An id of a record of the same company (`offer_id` → offers). Filterable. */
  ref: (target: string) => base('ref', { target, filter: true }),
  /** Ids of same-company records, with `add_<name>`/`remove_<name>` that are safe under concurrent requests. */
  refs: (target: string, options: { by?: string } = {}) =>
    base('refs', { target, ...(options.by ? { targetKey: options.by } : {}) }),
  /**
   * An id of a record whose resource another field names: `f.polymorphicRef('owner_type',
   * { Buyer: 'buyers', BuyerGroup: 'buyer_groups' })`. Checked like a ref. Filterable.
   */
  polymorphicRef: (typeField: string, targets: Readonly<Record<string, string>>) =>
    base('integer', { refBy: { typeField, targets }, filter: true }),
  /** A company id: this company, or one the acting user is a member of (admin resources). Filterable. */
  companyRef: () => base('integer', { companyRef: true, filter: true }),
  /** Company ids, each checked as `companyRef`. */
  companyRefs: () => base('integers', { companyRef: true }),
  /**
   * The negation of a stored boolean, shown and writable under its own name:
   * `paused: f.inverseOf('active')` shows `!active`, and `paused=true` writes `active=false`.
   */
  inverseOf: (field: string) =>
    base('boolean', {
      computed: { compute: (row) => !decodeValue('boolean', row[field] ?? true), needs: [field] },
      create: 'no',
      update: 'no',
      inverseOf: field,
    }),
  /** A value derived from stored columns. */
  computed: (type: FieldType, compute: ComputedField['compute'], needs: readonly string[] = []) =>
    base(type, { computed: { compute, needs }, create: 'no', update: 'no' }),
  /**
   * A value of another record, read with the row: `f.lookup('string', { table: 'offers',
   * column: 'name', from: 'offer_id' })` is the offer's name. Same company only.
   */
  lookup: (type: FieldType, lookup: Lookup) =>
    base(type, {
      lookup,
      // The serializer reads the value under the field's alias (lookupAlias); nothing to compute.
      computed: { compute: () => null, needs: [] },
      create: 'no',
      update: 'no',
    }),
};

/** A lookup value travels in the row under an alias no column can have. */
export const lookupAlias = (field: string) => `__lookup_${field}`;

/** The select item of a lookup field: identifiers come from declarations, never from requests. */
export function lookupSelect(table: string, field: string, l: Lookup): string {
  const t = `"${l.table}"`;
  const order = l.latest ? ` order by ${t}."id" desc` : '';
  if (l.count) {
    return (
      `(select cast(count(*) as integer) from ${t} where ${t}."${l.on ?? 'id'}" = "${table}"."${l.from}"` +
      ` and ${t}."company_id" = "${table}"."company_id") as "${lookupAlias(field)}"`
    );
  }
  return (
    `(select ${t}."${l.column}" from ${t} where ${t}."${l.on ?? 'id'}" = "${table}"."${l.from}"` +
    ` and ${t}."company_id" = "${table}"."company_id"${order} limit 1) as "${lookupAlias(field)}"`
  );
}

/** The default of a field for a new record. */
export function defaultOf(spec: FieldSpec): unknown {
  return typeof spec.default === 'function' ? (spec.default as () => unknown)() : spec.default;
}
