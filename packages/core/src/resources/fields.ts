import { decodeValue, type StorageKind } from '../db/column-types.js';

/** What a field holds, as the API speaks it. */
export type FieldType =
  | 'string'
  | 'text'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'time'
  | 'json'
  | 'enum'
  | 'phone'
  | 'strings'
  | 'integers'
  | 'ref'
  | 'refs';

/** Where create and update may set a field. */
export type CreateRule = 'required' | 'optional' | 'no';
export type UpdateRule = 'optional' | 'no';

export interface ComputedField {
  /** Derives the value from the stored row (and the record's other values). */
  compute: (row: Record<string, unknown>) => unknown;
  /** Stored columns the computation reads, so `columns=` still loads them. */
  needs: readonly string[];
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
};

/** The default of a field for a new record. */
export function defaultOf(spec: FieldSpec): unknown {
  return typeof spec.default === 'function' ? (spec.default as () => unknown)() : spec.default;
}
