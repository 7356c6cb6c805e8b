import { describe, expect, it } from 'vitest';
import { orderByOf, orderListArgs, readOrderListState, sortOf, writeOrderListState } from './order-list-query';

describe('order list URL state', () => {
  it('falls back to the spec defaults: first page, newest first, no filters', () => {
    const state = readOrderListState(new URLSearchParams('page=0&sort=price&status=shipped'));
    expect(state).toEqual({ page: 1, orderBy: '-created_at', status: null, projectId: null, supplierId: null });
    expect(orderListArgs(state)).toEqual({ limit: 20, offset: 0, orderBy: '-created_at' });
    expect(writeOrderListState(state).toString()).toBe('');
  });

  it('round-trips page, sort and filters', () => {
    const params = new URLSearchParams('status=placed&project=proj-1&supplier=sup-1&sort=-total_cents&page=3');
    const state = readOrderListState(params);
    expect(orderListArgs(state)).toEqual({ limit: 20, offset: 40, orderBy: '-total_cents', status: 'placed', projectId: 'proj-1', supplierId: 'sup-1' });
    expect(writeOrderListState(state).toString()).toBe(params.toString());
  });

  it('reads a leading - as descending', () => {
    expect(sortOf('-number')).toEqual({ column: 'number', direction: 'desc' });
    expect(sortOf('number')).toEqual({ column: 'number', direction: 'asc' });
    expect(orderByOf('status', 'desc')).toBe('-status');
  });
});
