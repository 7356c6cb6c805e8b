import { describe, expect, it } from 'vitest';
import { historyArgs, readHistoryState, writeHistoryState } from './history-query';

describe('the purchase-order history’s URL state', () => {
  it('reads filters and page, and writes them back without the defaults', () => {
    const params = new URLSearchParams('status=delivered&from=2026-11-01&to=2026-11-30&q=PO-20&page=3');
    const state = readHistoryState(params);
    expect(state).toEqual({ page: 3, status: 'delivered', from: '2026-11-01', to: '2026-11-30', search: 'PO-20' });
    expect(writeHistoryState(state).toString()).toBe(params.toString());
    expect(writeHistoryState(readHistoryState(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to no filter for anything malformed, and swaps days in the wrong order', () => {
    expect(readHistoryState(new URLSearchParams('status=lost&from=yesterday&to=2026-02-30&page=-2'))).toEqual({ page: 1, status: null, from: null, to: null, search: '' });
    expect(readHistoryState(new URLSearchParams('from=2026-12-01&to=2026-11-01'))).toMatchObject({ from: '2026-11-01', to: '2026-12-01' });
    expect(readHistoryState(new URLSearchParams(`q=${'9'.repeat(60)}`)).search).toHaveLength(40);
  });

  it('asks the API for the page and the filters set', () => {
    expect(historyArgs({ page: 2, status: 'accepted', from: '2026-11-01', to: null, search: 'ORD-1' })).toEqual({ limit: 20, offset: 20, status: 'accepted', placedFrom: '2026-11-01', search: 'ORD-1' });
  });
});
