import {
  type Company,
  encodeValue,
  type FieldSpec,
  type Leadline,
  newUuid,
  type ResourceDefinition,
  storedFields,
  systemContext,
  writableFields,
} from '@leadline/core';

let counter = 0;
const next = () => ++counter;

/** A value of a field's type that satisfies its rules; unique per call. */
export function sampleValue(name: string, spec: FieldSpec, n = next()): unknown {
  switch (spec.type) {
    case 'enum':
      // The declared example where there is one (an integration is a custom one, not a carrier the suite cannot reach).
      return spec.example !== undefined && spec.values!.includes(spec.example as string)
        ? spec.example
        : spec.values![0];
    case 'integer': {
      const min = spec.min ?? 1;
      return spec.max !== undefined ? Math.min(Math.max(min, 1), spec.max) : Math.max(min, 1);
    }
    case 'decimal':
      return spec.max !== undefined
        ? Math.min(Math.max(spec.min ?? 1.5, 1.5), spec.max)
        : Math.max(spec.min ?? 1.5, 1.5);
    case 'boolean':
      return true;
    case 'time':
      return '2026-01-02 03:04:05 +0000';
    case 'json':
      return spec.example ?? { sample: n };
    case 'phone':
      return `+1415555${String(1000 + (n % 9000)).padStart(4, '0')}`;
    case 'strings':
      return spec.example ?? [`a${n}`, `b${n}`];
    case 'integers':
      return spec.example ?? [1, 2];
    default:
      return sampleString(name, spec, n);
  }
}

function sampleString(name: string, spec: FieldSpec, n: number): string {
  const re = spec.pattern ? new RegExp(spec.pattern.source, spec.pattern.flags) : undefined;
  const candidates: string[] = [];
  if (spec.example !== undefined) {
    const ex = String(spec.example);
    const digits = ex.match(/\d+$/)?.[0];
    if (digits)
      candidates.push(
        ex.slice(0, -digits.length) + String(n % 10 ** digits.length).padStart(digits.length, '0'),
      );
    candidates.push(`${ex}${n}`, `${ex}_${n}`);
    if (!spec.unique) candidates.push(ex);
  }
  candidates.push(
    `sample_${name}_${n}`,
    `Sample ${name} ${n}`,
    `sample${n}@example.com`,
    `https://example.com/${name}/${n}`,
    `+1415555${String(1000 + (n % 9000))}`,
    `${String(n % 24).padStart(2, '0')}:00`,
  );
  for (const c of candidates) {
    const value = spec.max !== undefined ? c.slice(0, spec.max) : c;
    if (!re || re.test(value)) return value;
  }
  throw new Error(`${name}: no sample matches /${spec.pattern!.source}/ — give the field an .example()`);
}

/**
 * Seeds records for the conformance suite: through the engine where the
 * resource can be created, straight into its table where it is list-only
 * (logs and records the engine writes itself). Returns the new id.
 */
export class Seeder {
  private readonly created = new Map<string, number>();
  /** Resources being seeded right now: references back to them are cycles (buyers ↔ offers) and are skipped. */
  private readonly seeding = new Set<string>();

  constructor(
    private readonly leadline: Leadline,
    private readonly company: Company,
  ) {}

  /** A valid create body: every required field, and every optional one whose rules we can satisfy. */
  async createBody(def: ResourceDefinition, all = true): Promise<Record<string, unknown>> {
    // A manual fire really fires: it needs a webhook and one real lead (or call) of the company.
    if (def.plural === 'webhook_manual_fires') {
      return { outgoing_webhook_id: await this.idOf('outgoing_webhooks'), lead_id: await this.leadId() };
    }
    const body: Record<string, unknown> = {};
    for (const [name, spec] of writableFields(def, 'create')) {
      if (!all && spec.create !== 'required') continue;
      if (spec.companyRef) {
        body[name] = spec.type === 'integers' ? [this.company.id] : this.company.id;
      } else if (spec.refBy) {
        // The first kind of record it may name, with the type field set to match.
        const [type, target] = Object.entries(spec.refBy.targets)[0]!;
        body[spec.refBy.typeField] = type;
        body[name] = await this.idOf(target);
      } else if (spec.type === 'ref' || spec.type === 'refs') {
        if (this.seeding.has(spec.target!) && spec.create !== 'required') continue;
        const id = await this.idOf(spec.target!);
        body[name] = spec.type === 'ref' ? id : [id];
      } else {
        body[name] = sampleValue(name, spec);
      }
    }
    // A recording's URL is fetched and probed when saved: the suite's sound files speak their text instead.
    if (def.plural === 'sound_files') delete body.url;
    // Media URLs are fetched when a text is posted: the suite's texts are plain SMS.
    if (def.plural === 'text_messages') delete body.media_urls;
    // A text is sent from a company number that can text: a registered (not rented) Twilio one.
    if (def.plural === 'text_messages') body.from = await this.textingNumber();
    return body;
  }

  private textingNumber = async (): Promise<string> => {
    const phone = await this.leadline.resource('phone_numbers').create(systemContext(this.company), {
      number: `+1646555${String(1000 + (next() % 9000))}`,
      provider: 'twilio',
    });
    return String(phone.number);
  };

  /** A lead of the company, posted through lead intake to a seeded offer. */
  private async leadId(): Promise<number> {
    const offer = await this.leadline
      .resource('offers')
      .show(systemContext(this.company), await this.idOf('offers'));
    const caller = `+1720555${String(1000 + (next() % 9000))}`;
    const { lead } = await this.leadline.leads.submit({ lead_token: offer.lead_token, caller_id: caller });
    return Number(lead.id);
  }

  /** Names a record a real flow made as the one `idOf` answers, instead of seeding one. */
  adopt(plural: string, id: number): void {
    this.created.set(plural, id);
  }

  /** An id of some record of the target resource, made once per company. */
  async idOf(plural: string): Promise<number> {
    const hit = this.created.get(plural);
    if (hit !== undefined) return hit;
    const id = await this.seed(this.leadline.registry.require(plural));
    this.created.set(plural, id);
    return id;
  }

  async seed(def: ResourceDefinition): Promise<number> {
    this.seeding.add(def.plural);
    try {
      return await this.seedOnce(def);
    } finally {
      this.seeding.delete(def.plural);
    }
  }

  private async seedOnce(def: ResourceDefinition): Promise<number> {
    const ctx = systemContext(this.company);
    if (def.operations.includes('create')) {
      const record = await this.leadline.resource(def.plural).create(ctx, await this.createBody(def));
      return Number(record.id);
    }
    const now = Date.now();
    const row: Record<string, unknown> = {
      uuid: newUuid(),
      company_id: this.company.id,
      created_at: now,
      updated_at: now,
    };
    for (const { name, spec, storage } of storedFields(def)) {
      const v = spec.type === 'ref' ? await this.idOf(spec.target!) : sampleValue(name, spec);
      row[name] = encodeValue(storage, spec.type === 'time' ? now : v, this.leadline.database.dialect);
    }
    const inserted = await this.leadline.database.db
      .insertInto(def.table)
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }
}
