import { describe, expect, it } from 'vitest';
import { readBuyerList } from './buyer-list.js';

describe('readBuyerList', () => {
  const body = JSON.stringify({
    request: 'r1',
    buyers: [
      { bid: 12, ok: 'yes' },
      { bid: '9.5', ok: 'no' },
    ],
  });

  it('reads each path that starts with the list inside every entry, and any other from the whole answer', () => {
    expect(
      readBuyerList(body, 'buyers.bid', { revenue: 'buyers.bid', ok: 'buyers.ok', id: 'request' }),
    ).toEqual([
      { revenue: 12, ok: 'yes', id: 'r1' },
      { revenue: '9.5', ok: 'no', id: 'r1' },
    ]);
  });

  it('takes an answer that is itself the list', () => {
    expect(readBuyerList('[{"bid":3},{"bid":4}]', 'bid', { revenue: 'bid' })).toEqual([
      { revenue: 3 },
      { revenue: 4 },
    ]);
  });

  it('is null for an answer that is not JSON or whose path reaches no list', () => {
    expect(readBuyerList('<bid>3</bid>', 'bid', { revenue: 'bid' })).toBeNull();
    expect(readBuyerList('{"bid":{"amount":3}}', 'bid.amount', { revenue: 'bid.amount' })).toBeNull();
  });
});
