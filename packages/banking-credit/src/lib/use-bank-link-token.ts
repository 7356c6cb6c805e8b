import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useGetLinkTokenQuery } from '../api/banking-credit-api';
import { bankLinkFlash } from './bank-link-flash';

/** The failed link-token request last flashed: the shell and a page share one request, so it flashes once. */
let flashedRequestId: string | undefined;

/**
 * The bank-link token, fetched once and shared by every caller; a failed fetch shows
 * "Failed to initialize Plaid" (spec section 8) once per failed request.
 */
export function useBankLinkToken(options: { skip?: boolean } = {}) {
  const dispatch = useDispatch();
  const result = useGetLinkTokenQuery(undefined, { skip: options.skip ?? false });
  const { isError, requestId } = result;
  useEffect(() => {
    if (isError && requestId && requestId !== flashedRequestId) {
      flashedRequestId = requestId;
      bankLinkFlash.linkTokenFailed(dispatch);
    }
  }, [dispatch, isError, requestId]);
  return result;
}

/**
 * For the shell: fetches the bank-link token when the app first loads, for builders only (spec
 * section 2). Call it in the signed-in layout with whether the user is a builder.
 */
export function useBankLinkTokenOnFirstLoad(isBuilder: boolean): void {
  useBankLinkToken({ skip: !isBuilder });
}
