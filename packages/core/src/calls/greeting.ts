import type { Kysely } from 'kysely';
import type { Prompt } from '../carriers/dialect.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import { TenantScope } from '../tenancy/scope.js';
import { fillTokens } from '../util/token-text.js';
import type { CallEventInput } from './call-trace.js';

/** The rule that decides what a caller hears first: a greeting, or the explicit `no_greeting_is_played`. */
export interface GreetingRule {
  id: number;
  routerType: 'greeting' | 'no_greeting_is_played';
  soundFileId: number | null;
  soundPlaylistId: number | null;
  text: string | null;
  voice: string | null;
  language: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const id = (v: unknown) => (v == null ? null : Number(v));

/**
 * The offer's first active `greeting` or `no_greeting_is_played` rule
 * (sortable_order, then id), or null: an offer without either plays
 * nothing, as an explicit `no_greeting_is_played` does.
 */
export async function findGreetingRule(
  db: Kysely<DB>,
  companyId: number,
  offerId: number,
): Promise<GreetingRule | null> {
  const rows = await new TenantScope(db, companyId)
    .selectFrom('call_routers')
    .select([
      'id',
      'router_type',
      'active',
      'sound_file_id',
      'sound_playlist_id',
      'text_to_speech',
      'voice',
      'language',
    ])
    .where('offer_id', '=', offerId)
    .where('router_type', 'in', ['greeting', 'no_greeting_is_played'])
    .where('deleted_at', 'is', null)
    .orderBy('sortable_order')
    .orderBy('id')
    .execute();
  const row = rows.find((r) => decodeValue('boolean', r.active) === true);
  if (!row) return null;
  return {
    id: Number(row.id),
    routerType: row.router_type as GreetingRule['routerType'],
    soundFileId: id(row.sound_file_id),
    soundPlaylistId: id(row.sound_playlist_id),
    text: text(row.text_to_speech),
    voice: text(row.voice),
    language: text(row.language),
  };
}

/**
 * What a rule plays, filled with the call's tokens: its sound file, else its
 * playlist's files in order, else its own text-to-speech. A sound file is
 * its recording (`url`), or its text spoken in its voice. Deleted files are
 * skipped, so a playlist that lost a file still plays the rest.
 */
export async function rulePrompts(
  db: Kysely<DB>,
  links: RecordLinks,
  companyId: number,
  rule: Omit<GreetingRule, 'routerType'>,
  tokens: Record<string, unknown>,
): Promise<Prompt[]> {
  const fileIds = rule.soundFileId
    ? [rule.soundFileId]
    : rule.soundPlaylistId
      ? ((await links.load(db, 'sound_playlists', ['sound_file_ids'], [rule.soundPlaylistId]))
          .get('sound_file_ids')
          ?.get(rule.soundPlaylistId) ?? [])
      : [];
  if (fileIds.length > 0) {
    const files = await new TenantScope(db, companyId)
      .selectFrom('sound_files')
      .select(['id', 'url', 'text_to_speech', 'voice'])
      .where('id', 'in', fileIds)
      .where('deleted_at', 'is', null)
      .execute();
    const byId = new Map(files.map((f) => [Number(f.id), f]));
    const prompts: Prompt[] = [];
    for (const fileId of fileIds) {
      const f = byId.get(fileId);
      const url = text(f?.url);
      const say = text(f?.text_to_speech);
      if (url) prompts.push({ play: url });
      else if (say)
        prompts.push({
          say: fillTokens(say, tokens),
          voice: text(f?.voice) ?? rule.voice,
          language: rule.language,
        });
    }
    return prompts;
  }
  return rule.text
    ? [{ say: fillTokens(rule.text, tokens), voice: rule.voice, language: rule.language }]
    : [];
}

/** The trace step of a greeting: which rule, and what the caller heard. */
export function greetingEvent(rule: GreetingRule, prompts: readonly Prompt[]): CallEventInput {
  return {
    type: 'Greeting',
    reason: rule.routerType === 'greeting' && prompts.length > 0 ? 'played' : 'none',
    detail: { call_router_id: rule.id, router_type: rule.routerType, prompts },
  };
}
