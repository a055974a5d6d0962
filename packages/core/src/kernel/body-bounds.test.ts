import { describe, expect, it } from 'vitest';
import { formBeyondBounds, jsonBeyondBounds } from './body-bounds.js';

const bounds = { maxBytes: 1000, maxEntries: 4, maxDepth: 2, maxStringLength: 5 };

describe('body bounds, read from the text before it is parsed', () => {
  it('passes a JSON body within every bound, counting keys and array members together', () => {
    expect(jsonBeyondBounds('{"a":1,"b":[1,2]}', bounds)).toBeNull();
    expect(jsonBeyondBounds('{"a":1,"b":[1,2,3]}', bounds)).toMatch(/more than 4 keys/);
  });

  it('refuses nesting past the depth and a string past the length, escapes and structure in strings not counted', () => {
    expect(jsonBeyondBounds('[[[1]]]', bounds)).toMatch(/more than 2 deep/);
    expect(jsonBeyondBounds('{"a":"123456"}', bounds)).toMatch(/longer than 5/);
    expect(jsonBeyondBounds('{"a":"{[:,"}', bounds)).toBeNull();
    expect(jsonBeyondBounds('{"a":"\\"\\""}', bounds)).toBeNull();
    expect(jsonBeyondBounds('"1234567', bounds)).toMatch(/longer than 5/);
  });

  it('reads a form body by its parameters, their bracket nesting and their values', () => {
    expect(formBeyondBounds('a=1&b[c]=2', bounds)).toBeNull();
    expect(formBeyondBounds('a=1&b=2&c=3&d=4&e=5', bounds)).toMatch(/more than 4 keys/);
    expect(formBeyondBounds('a[b][c][d]=1', bounds)).toMatch(/more than 2 deep/);
    expect(formBeyondBounds('a=123456', bounds)).toMatch(/longer than 5/);
  });
});
