import { describe, expect, it, vi } from 'vitest';
import { loadOutcome } from './load-outcome';

const failure = (status: number, displayError: string) => ({ status, code: 'x', message: 'Request failed', displayError });

describe('loadOutcome', () => {
  it('tells a missing thing (404) from a failed load, in the API’s words', () => {
    const missing = loadOutcome({ isError: true, error: failure(404, 'We could not find this payout.'), isFetching: false, refetch: vi.fn() });
    expect(missing).toMatchObject({ isError: true, isMissing: true, errorMessage: 'We could not find this payout.' });
    const failed = loadOutcome({ isError: true, error: failure(503, 'The database is busy.'), isFetching: true, refetch: vi.fn() });
    expect(failed).toMatchObject({ isError: true, isMissing: false, errorMessage: 'The database is busy.', isRetrying: true });
  });

  it('says nothing failed while the query loads or once it did', () => {
    expect(loadOutcome({ isError: false, isFetching: true, refetch: vi.fn() })).toMatchObject({ isError: false, isMissing: false });
  });

  it('tries again through the query', () => {
    const refetch = vi.fn();
    loadOutcome({ isError: true, error: new Error('offline'), isFetching: false, refetch }).onRetry();
    expect(refetch).toHaveBeenCalledOnce();
  });
});
