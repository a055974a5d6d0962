import type { Kysely } from 'kysely';
import type { Prompt } from '../carriers/dialect.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import { TenantScope } from '../tenancy/scope.js';
import { fillTokens } from '../util/token-text.js';
import type { CallEventInput } from './call-trace.js';
import { type FlowAction, findFlowRule, textOf } from './flow-rules.js';

/**
 * The offer's first active `greeting` or `no_greeting_is_played` rule, or
 * null: an offer without either plays nothing, as an explicit
 * `no_greeting_is_played` does.
 */
export const findGreetingRule = (db: Kysely<DB>, companyId: number, offerId: number) =>
  findFlowRule(db, companyId, offerId, ['greeting', 'no_greeting_is_played']);

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
  rule: Pick<FlowAction, 'soundFileId' | 'soundPlaylistId' | 'text' | 'voice' | 'language'>,
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
      const url = textOf(f?.url);
      const say = textOf(f?.text_to_speech);
      if (url) prompts.push({ play: url });
      else if (say)
        prompts.push({
          say: fillTokens(say, tokens),
          voice: textOf(f?.voice) ?? rule.voice,
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
export function greetingEvent(rule: FlowAction, prompts: readonly Prompt[]): CallEventInput {
  return {
    type: 'Greeting',
    reason: rule.routerType === 'greeting' && prompts.length > 0 ? 'played' : 'none',
    detail: { call_router_id: rule.id, router_type: rule.routerType, prompts },
  };
}
