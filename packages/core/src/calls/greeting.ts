import type { Kysely } from 'kysely';
import type { Prompt } from '../carriers/dialect.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import { TenantScope } from '../tenancy/scope.js';
import { fillTokens } from '../util/token-text.js';
import { filterTokensOf } from './call-row-reads.js';
import type { CallRow } from './call-store.js';
import type { CallEventInput } from './call-trace.js';
import { type FlowAction, findFlowRule, textOf } from './flow-rules.js';
import { apiBaseOf } from './secure-call.js';
import { soundExtension } from './sound-audio.js';
import type { SoundLinks } from './sound-links.js';

/**
 * The offer's first active `greeting` or `no_greeting_is_played` rule, or
 * null: an offer without either plays nothing, as an explicit
 * `no_greeting_is_played` does.
 */
export const findGreetingRule = (db: Kysely<DB>, companyId: number, offerId: number) =>
  findFlowRule(db, companyId, offerId, ['greeting', 'no_greeting_is_played']);

/** What finding a rule's prompts needs: the records, and the signer of links to the recordings Leadline keeps. */
export interface PromptDeps {
  db: Kysely<DB>;
  links: RecordLinks;
  sounds: SoundLinks;
}

/** A looping playlist is written out again and again until it covers this long (ring-back, hold). */
export const LOOP_SECONDS = 600;
/** …but never more prompts than this in one document. */
const LOOP_PROMPTS = 100;
/** What a spoken file counts for when a loop is measured (its length is not known). */
const SPOKEN_SECONDS = 5;

/**
 * What a rule plays, filled with the call's tokens: its sound file, else its
 * playlist's files in order (shuffled when the playlist says so), else its
 * own text-to-speech. A sound file is its recording, which Leadline keeps and
 * the carrier fetches at a signed link that expires (`SoundLinks`), or its
 * text spoken in its voice. Deleted files are skipped, so a playlist that
 * lost a file still plays the rest. With `loop` (ring-back) a playlist whose
 * `loop` is set repeats until it covers LOOP_SECONDS.
 */
export async function rulePrompts(
  deps: PromptDeps,
  company: { id: number; uuid: string },
  rule: Pick<FlowAction, 'soundFileId' | 'soundPlaylistId' | 'text' | 'voice' | 'language'>,
  call: CallRow,
  options: { loop?: boolean } = {},
): Promise<Prompt[]> {
  const tokens = filterTokensOf(call);
  const playlist = rule.soundFileId
    ? null
    : rule.soundPlaylistId
      ? await playlistOf(deps, company.id, rule.soundPlaylistId)
      : null;
  const fileIds = rule.soundFileId ? [rule.soundFileId] : (playlist?.fileIds ?? []);
  if (fileIds.length === 0)
    return rule.text
      ? [{ say: fillTokens(rule.text, tokens), voice: rule.voice, language: rule.language }]
      : [];
  const files = await new TenantScope(deps.db, company.id)
    .selectFrom('sound_files')
    .select(['id', 'uuid', 'url', 'text_to_speech', 'voice', 'content_type', 'storage', 'duration_seconds'])
    .where('id', 'in', fileIds)
    .where('deleted_at', 'is', null)
    .execute();
  const byId = new Map(files.map((f) => [f.id, f]));
  const order = playlist?.shuffle ? shuffled(fileIds) : fileIds;
  const once: { prompt: Prompt; seconds: number }[] = [];
  for (const fileId of order) {
    const f = byId.get(fileId);
    if (!f) continue;
    const extension = f.storage ? soundExtension(f.content_type) : null;
    const url = textOf(f.url);
    const say = textOf(f.text_to_speech);
    const seconds = Number(decodeValue('decimal', f.duration_seconds) ?? SPOKEN_SECONDS) || SPOKEN_SECONDS;
    if (extension)
      once.push({
        prompt: {
          play: deps.sounds.url(apiBaseOf(call), {
            companyUuid: company.uuid,
            fileUuid: f.uuid,
            extension,
          }),
        },
        seconds,
      });
    // A file saved before Leadline kept recordings plays from where it is.
    else if (url) once.push({ prompt: { play: url }, seconds });
    else if (say)
      once.push({
        prompt: {
          say: fillTokens(say, tokens),
          voice: textOf(f.voice) ?? rule.voice,
          language: rule.language,
        },
        seconds: SPOKEN_SECONDS,
      });
  }
  if (!options.loop || !playlist?.loop || once.length === 0) return once.map((p) => p.prompt);
  const round = once.reduce((sum, p) => sum + p.seconds, 0);
  const rounds = Math.max(
    1,
    Math.min(Math.ceil(LOOP_SECONDS / round), Math.floor(LOOP_PROMPTS / once.length)),
  );
  return Array.from({ length: rounds }, () => once.map((p) => p.prompt)).flat();
}

async function playlistOf(deps: PromptDeps, companyId: number, playlistId: number) {
  const row = await new TenantScope(deps.db, companyId)
    .selectFrom('sound_playlists')
    .select(['shuffle', 'loop'])
    .where('id', '=', playlistId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const fileIds =
    (await deps.links.load(deps.db, 'sound_playlists', ['sound_file_ids'], [playlistId]))
      .get('sound_file_ids')
      ?.get(playlistId) ?? [];
  return {
    fileIds,
    shuffle: decodeValue('boolean', row.shuffle) === true,
    loop: decodeValue('boolean', row.loop) !== false,
  };
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The trace step of a greeting: which rule, and what the caller heard. */
export function greetingEvent(rule: FlowAction, prompts: readonly Prompt[]): CallEventInput {
  return {
    type: 'Greeting',
    reason: rule.routerType === 'greeting' && prompts.length > 0 ? 'played' : 'none',
    detail: { call_router_id: rule.id, router_type: rule.routerType, prompts },
  };
}
