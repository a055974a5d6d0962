import { describe, expect, it } from 'vitest';
import { leadFile } from './lead-file.js';

describe('leadFile', () => {
  it('writes a CSV header and one row: fields, then tokens as columns, quoted where needed', () => {
    const csv = leadFile(
      { id: 7, caller_id: '+13035550100', first_name: 'Ada, Jr.', tokens: { id: 'ignored', zip: '10001' } },
      'csv',
    );
    expect(csv).toBe('id,caller_id,first_name,zip\r\n7,+13035550100,"Ada, Jr.",10001\r\n');
  });

  it('keeps a value a spreadsheet would run as a formula from running, and numbers as they are', () => {
    const csv = leadFile({ note: '=HYPERLINK("x")', balance: '-12.5', at: '@home' }, 'csv');
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-12.5,'@home`);
  });

  it('writes JSON as the API shows the lead', () => {
    expect(JSON.parse(leadFile({ id: 1, tokens: { a: 'b' } }, 'json'))).toEqual({
      id: 1,
      tokens: { a: 'b' },
    });
  });
});
