import { describe, expect, it } from 'vitest';
import { CsvSplitter, csvBatches } from './csv-splitter.js';

async function* chunks(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const all = async (text: string, size: number) => {
  const out: string[][] = [];
  for await (const batch of csvBatches(chunks(text, size))) out.push(...batch);
  return out;
};

describe('CsvSplitter', () => {
  const text =
    '\ufeffname,phone\r\n"Doe, Jane","(212) 555-0100"\n"Say ""hi""\nthere",2125550101\n\nÉmile,2125550102';
  const expected = [
    ['name', 'phone'],
    ['Doe, Jane', '(212) 555-0100'],
    ['Say "hi"\nthere', '2125550101'],
    ['Émile', '2125550102'],
  ];

  it('reads quotes, escaped quotes, CRLF, line breaks in quotes, a BOM and no final newline', async () => {
    expect(await all(text, 1 << 20)).toEqual(expected);
  });

  it('gives the same records however the bytes are split', async () => {
    for (const size of [1, 2, 3, 5, 7, 13])
      expect(await all(text, size), `chunks of ${size}`).toEqual(expected);
  });

  it('keeps an unfinished line for the next chunk', () => {
    const s = new CsvSplitter();
    expect(s.push('a,b\nc,')).toEqual([['a', 'b']]);
    expect(s.push('d\n')).toEqual([['c', 'd']]);
    expect(s.end()).toEqual([]);
  });
});
