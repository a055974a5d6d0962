import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CsvError, CsvSplitter, csvBatches, csvLineBatches, detectDelimiter } from './csv-splitter.js';

async function* chunks(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const all = async (text: string, size: number, delimiter: ',' | ';' | '\t' | 'auto' = 'auto') => {
  const out: string[][] = [];
  for await (const batch of csvBatches(chunks(text, size), { delimiter })) out.push(...batch);
  return out;
};

const withLines = async (text: string, size: number) => {
  const out: [number, string[]][] = [];
  for await (const b of csvLineBatches(chunks(text, size)))
    for (const [i, r] of b.records.entries()) out.push([b.lines[i]!, r]);
  return out;
};

/** csv-parse as the reference reader, with the options the splitter promises to match. */
const reference = (text: string, delimiter = ',', relaxQuotes = false): string[][] =>
  parse(text, {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    relax_quotes: relaxQuotes,
  });

/** Edge cases: each read the same by the splitter and by csv-parse, split anywhere. */
const CORPUS: [name: string, text: string, delimiter?: string][] = [
  ['plain rows', 'name,phone\nJane,2125550100\nJoe,2125550101\n'],
  ['no final newline', 'a,b\n1,2'],
  ['CRLF', 'a,b\r\n1,2\r\n3,4\r\n'],
  ['a BOM', '\ufeffa,b\n1,2\n'],
  ['quoted delimiter', 'a,b\n"Doe, Jane",1\n'],
  ['escaped quotes', 'a,b\n"Say ""hi""",1\n'],
  ['line break in quotes', 'a,b\n"two\nlines",1\n"three\r\nlines\r\nhere",2\n'],
  ['blank lines', 'a,b\n\n1,2\n\n\n3,4\n'],
  ['empty cells', 'a,b,c\n,,\n1,,3\n'],
  ['empty quoted cell', 'a,b\n"",1\n'],
  ['ragged rows', 'a,b,c\n1\n1,2,3,4\n'],
  ['unicode', 'name,phone\nÉmile,2125550102\n日本,2125550103\n'],
  ['spaces kept', 'a,b\n 1 , 2 \n'],
  ['quote at the end of the file', 'a,b\n1,"2"'],
  ['a quoted header', '"name","phone"\n"Jane","2125550100"\n'],
  ['semicolons', 'name;phone\nJane;2125550100\n"Doe; J";2125550101\n', ';'],
  ['tabs', 'name\tphone\nJane\t2125550100\n', '\t'],
  ['one column', 'phone\n2125550100\n2125550101\n'],
];

describe('CsvSplitter reads what csv-parse reads', () => {
  for (const [name, text, delimiter = ','] of CORPUS) {
    it(`${name}, however the bytes are split`, async () => {
      const expected = reference(text, delimiter);
      for (const size of [1, 2, 3, 7, 1 << 20])
        expect(await all(text, size), `chunks of ${size}`).toEqual(expected);
    });
  }

  it('takes a quote inside an unquoted field as text, as csv-parse does with relax_quotes', async () => {
    const text = 'name,height\nJoe,5\'10"\nAl,ab"c"d\n';
    expect(await all(text, 3)).toEqual(reference(text, ',', true));
  });

  it('refuses a quote never closed, naming its line, as csv-parse does', async () => {
    const text = 'a,b\n1,2\n3,"4\n5,6\n7,8\n';
    expect(() => reference(text)).toThrow(/Quote Not Closed/);
    await expect(all(text, 4)).rejects.toThrow(
      new CsvError('line 3: a quote opened here is never closed', 3),
    );
  });

  it('refuses text after a closing quote, naming its line, as csv-parse does', async () => {
    const text = 'a,b\n"1"x,2\n';
    expect(() => reference(text)).toThrow(/Invalid Closing Quote/);
    await expect(all(text, 1 << 20)).rejects.toThrow(/line 2: text after a closing quote/);
  });

  it('stops a quote left open after 1 MiB instead of reading the whole file into one record', async () => {
    const text = `a,b\n"open,1\n${'2125550100,x\n'.repeat(100_000)}`;
    await expect(all(text, 64 * 1024)).rejects.toThrow(/line 2 runs past 1 MiB: a quote left open\?/);
  });
});

describe('CsvSplitter lines and delimiters', () => {
  it('gives each record the file line it starts on, counting blank lines and line breaks in quotes', async () => {
    const text = 'a,b\n\n"x\ny",1\n2,3\r\n\r\n4,5';
    for (const size of [1, 5, 1 << 20]) {
      expect(await withLines(text, size)).toEqual([
        [1, ['a', 'b']],
        [3, ['x\ny', '1']],
        [5, ['2', '3']],
        [7, ['4', '5']],
      ]);
    }
  });

  it('detects ; or a tab from the first line only when it has no comma', () => {
    expect(detectDelimiter('name;phone')).toBe(';');
    expect(detectDelimiter('name\tphone')).toBe('\t');
    expect(detectDelimiter('name,phone;x')).toBe(',');
    expect(detectDelimiter('"a;b",c')).toBe(',');
    expect(detectDelimiter('phone')).toBe(',');
  });

  it('keeps an unfinished line for the next chunk', () => {
    const s = new CsvSplitter();
    expect(s.push('a,b\nc,')).toEqual([['a', 'b']]);
    expect(s.push('d\n')).toEqual([['c', 'd']]);
    expect(s.end()).toEqual([]);
  });
});
