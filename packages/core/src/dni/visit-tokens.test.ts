import { describe, expect, it } from 'vitest';
import { parseCookieHeader, readVisitTokens, type TokenMatcher } from './visit-tokens.js';

const matcher = (m: Partial<TokenMatcher> & { key: string }): TokenMatcher => ({
  source: 'url_parameter',
  source_key: null,
  default_value: null,
  hold_number_per_value: true,
  ...m,
});
const visit = {
  url: 'https://solar.example/landing?utm_source=google&gclid=abc123&q=',
  referrer: 'https://www.bing.com/search?q=solar+panels',
  cookies: { aff: 'partner-7' },
  dataTokens: { campaign: 'spring', n: 4 },
};

describe('readVisitTokens', () => {
  it('reads each source: URL parameter, cookie, referrer (whole or one parameter) and data-tokens', () => {
    const read = readVisitTokens(
      [
        matcher({ key: 'utm_source' }),
        matcher({ key: 'affiliate', source: 'cookie', source_key: 'aff' }),
        matcher({ key: 'ref', source: 'referrer' }),
        matcher({ key: 'search', source: 'referrer', source_key: 'q' }),
        matcher({ key: 'campaign', source: 'data_tokens' }),
        matcher({ key: 'n', source: 'data_tokens', hold_number_per_value: false }),
      ],
      [],
      visit,
    );
    expect(read.tokens).toEqual({
      utm_source: 'google',
      affiliate: 'partner-7',
      ref: 'https://www.bing.com/search?q=solar+panels',
      search: 'solar panels',
      campaign: 'spring',
      n: '4',
    });
    expect(read.holdKeys).toEqual(['utm_source', 'affiliate', 'ref', 'search', 'campaign']);
  });

  it('uses the default value when the visit has none, and skips a blank parameter', () => {
    const read = readVisitTokens(
      [matcher({ key: 'kw', source_key: 'q', default_value: 'none' }), matcher({ key: 'missing' })],
      [],
      visit,
    );
    expect(read.tokens).toEqual({ kw: 'none' });
  });

  it('reads impression tokens from the page URL, marking the unique ones', () => {
    const read = readVisitTokens(
      [],
      [
        { key: 'gclid', url_parameter: 'gclid', unique_per_value: true },
        { key: 'source', url_parameter: 'utm_source', unique_per_value: false },
        { key: 'absent', url_parameter: 'fbclid', unique_per_value: true },
      ],
      visit,
    );
    expect(read).toEqual({
      tokens: { gclid: 'abc123', source: 'google' },
      holdKeys: [],
      uniqueKeys: ['gclid'],
    });
  });

  it('lets the first matcher of a key win, and reads nothing from an unparsable URL', () => {
    const read = readVisitTokens(
      [
        matcher({ key: 'k', source: 'data_tokens', source_key: 'campaign' }),
        matcher({ key: 'k', source_key: 'utm_source' }),
      ],
      [{ key: 'g', url_parameter: 'gclid', unique_per_value: true }],
      { ...visit, url: 'not a url' },
    );
    expect(read.tokens).toEqual({ k: 'spring' });
  });
});

describe('parseCookieHeader', () => {
  it('splits pairs and decodes values', () => {
    expect(parseCookieHeader('a=1; b=hello%20world; bad; c=%E0')).toEqual({
      a: '1',
      b: 'hello world',
      c: '%E0',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
  });
});
