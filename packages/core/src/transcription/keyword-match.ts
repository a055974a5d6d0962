import type { Transcript, Utterance } from './transcriber.js';

/** A transcription keyword group as the matcher reads it. */
export interface KeywordGroup {
  id: number;
  keywords: readonly string[];
  /** contains (a substring), exact (the phrase as whole words) or regex (case-insensitive). */
  matchType: string;
  /** caller, agent or any. */
  speaker: string;
  tokenKey: string;
  convertCall: boolean;
  flagForReview: boolean;
}

/** A group found in the transcript, with the first of its phrases found. */
export interface KeywordHit {
  groupId: number;
  tokenKey: string;
  phrase: string;
  convertCall: boolean;
  flagForReview: boolean;
}

/**
 * The groups whose phrases the transcript holds, in the groups' order; each
 * group's hit is the first of its keywords (in its order) found. Turns are
 * searched one at a time, so a phrase across two turns is not a match, and a
 * pattern never runs over more than one turn's text. `caller` and `agent`
 * groups need a two-channel recording (channel 0 the caller, 1 the answering
 * side): on one channel nobody can say who spoke, so only `any` groups match.
 */
export function matchKeywordGroups(groups: readonly KeywordGroup[], transcript: Transcript): KeywordHit[] {
  const hits: KeywordHit[] = [];
  for (const group of groups) {
    const turns = transcript.utterances.filter((u) => spokenBy(group.speaker, u, transcript.channels));
    const phrase = group.keywords.find((k) => turns.some((u) => phraseMatches(group.matchType, k, u.text)));
    if (phrase === undefined) continue;
    hits.push({
      groupId: group.id,
      tokenKey: group.tokenKey,
      phrase,
      convertCall: group.convertCall,
      flagForReview: group.flagForReview,
    });
  }
  return hits;
}

function spokenBy(speaker: string, u: Utterance, channels: number): boolean {
  if (speaker === 'caller') return channels >= 2 && u.channel === 0;
  if (speaker === 'agent') return channels >= 2 && u.channel === 1;
  return true;
}

/** Whether one phrase is in one turn's text, case-insensitive. */
export function phraseMatches(matchType: string, phrase: string, text: string): boolean {
  const word = phrase.trim().toLowerCase();
  if (word === '') return false;
  const said = text.toLowerCase();
  switch (matchType) {
    case 'exact':
      return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, 'u').test(said);
    case 'regex':
      try {
        return new RegExp(phrase, 'iu').test(text);
      } catch {
        return false;
      }
    default:
      return said.includes(word);
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
