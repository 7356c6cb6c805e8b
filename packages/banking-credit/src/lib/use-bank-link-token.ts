import { selectIsLoggedIn } from '@marketplace/auth';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useGetLinkTokenQuery } from '../api/banking-credit-api';
import { bankLinkFlash } from './bank-link-flash';

/** The failed link-token request last flashed: the shell and a page share one request, so it flashes once. */
let flashedRequestId: string | undefined;

/**
 * The bank-link token, fetched once and shared by every caller; a failed fetch shows
 * "Failed to initialize Plaid" (spec section 8) once per failed request. Only asked for while
 * someone is signed in: without a session the call can only fail, and that failure would be
 * mistaken for the provider's.
 */
export function useBankLinkToken(options: { skip?: boolean } = {}) {
  const dispatch = useDispatch();
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const result = useGetLinkTokenQuery(undefined, { skip: (options.skip ?? false) || !isLoggedIn });
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
