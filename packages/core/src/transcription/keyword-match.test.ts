import { describe, expect, it } from 'vitest';
import { type KeywordGroup, matchKeywordGroups, phraseMatches } from './keyword-match.js';
import type { Transcript } from './transcriber.js';

const group = (over: Partial<KeywordGroup>): KeywordGroup => ({
  id: 1,
  keywords: ['insurance'],
  matchType: 'contains',
  speaker: 'any',
  tokenKey: 'topic',
  convertCall: false,
  flagForReview: false,
  ...over,
});

const twoChannels: Transcript = {
  channels: 2,
  durationSeconds: 30,
  utterances: [
    { channel: 0, speaker: null, start: 0, text: 'Hi, I want to cancel my policy.' },
    { channel: 1, speaker: null, start: 3, text: 'Sorry to hear that. Our competitor Acme is cheaper?' },
  ],
};

describe('phraseMatches', () => {
  it('finds a contained phrase whatever its case', () => {
    expect(phraseMatches('contains', 'CANCEL my', 'Hi, I want to cancel my policy.')).toBe(true);
    expect(phraseMatches('contains', 'refund', 'Hi, I want to cancel my policy.')).toBe(false);
  });

  it('matches an exact phrase only as whole words', () => {
    expect(phraseMatches('exact', 'cancel', 'I will cancel.')).toBe(true);
    expect(phraseMatches('exact', 'cancel', 'It was cancelled.')).toBe(false);
    expect(phraseMatches('exact', 'a+b', 'we sell a+b plans')).toBe(true);
  });

  it('runs a regex case-insensitively and never matches with a broken one', () => {
    expect(phraseMatches('regex', 'can+cel', 'CANNNCEL it')).toBe(true);
    expect(phraseMatches('regex', '(', 'anything')).toBe(false);
  });

  it('never matches a blank phrase', () => {
    expect(phraseMatches('contains', '  ', 'anything')).toBe(false);
  });
});

describe('matchKeywordGroups', () => {
  it("answers each group's first keyword found, in the groups' order", () => {
    const hits = matchKeywordGroups(
      [
        group({ id: 2, keywords: ['refund', 'policy', 'cancel'], tokenKey: 'intent', flagForReview: true }),
        group({ id: 3, keywords: ['nothing said'] }),
        group({ id: 4, keywords: ['acme'], tokenKey: 'competitor', convertCall: true }),
      ],
      twoChannels,
    );
    expect(hits).toEqual([
      { groupId: 2, tokenKey: 'intent', phrase: 'policy', convertCall: false, flagForReview: true },
      { groupId: 4, tokenKey: 'competitor', phrase: 'acme', convertCall: true, flagForReview: false },
    ]);
  });

  it('searches only the named side of a two-channel recording', () => {
    expect(matchKeywordGroups([group({ keywords: ['acme'], speaker: 'caller' })], twoChannels)).toEqual([]);
    expect(matchKeywordGroups([group({ keywords: ['acme'], speaker: 'agent' })], twoChannels)).toHaveLength(
      1,
    );
  });

  it('matches caller and agent groups on nobody in a one-channel recording', () => {
    const mono: Transcript = {
      ...twoChannels,
      channels: 1,
      utterances: [{ ...twoChannels.utterances[0]!, channel: 0 }],
    };
    expect(matchKeywordGroups([group({ keywords: ['cancel'], speaker: 'caller' })], mono)).toEqual([]);
    expect(matchKeywordGroups([group({ keywords: ['cancel'] })], mono)).toHaveLength(1);
  });

  it('does not match a phrase split across two turns', () => {
    expect(matchKeywordGroups([group({ keywords: ['policy. sorry'] })], twoChannels)).toEqual([]);
  });
});
