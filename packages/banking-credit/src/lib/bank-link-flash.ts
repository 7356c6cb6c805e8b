import { displayErrorOf } from '@marketplace/api-client';
import { bankLinkMessages } from '@marketplace/contracts';
import { showFlash } from '@marketplace/ui-kit';
import type { Dispatch } from '@reduxjs/toolkit';

/** The error a bank-link dialog exits with (Plaid Link's shape: display_message may be null). */
export interface LinkExitError {
  displayMessage?: string | null;
  errorMessage?: string | null;
}

/** The four flash messages of spec section 8, with exactly those texts and levels. */
export const bankLinkFlash = {
  publicTokenSaved: (dispatch: Dispatch) => dispatch(showFlash({ message: bankLinkMessages.publicTokenSaved, level: 'success' })),
  publicTokenFailed: (dispatch: Dispatch, error: unknown) =>
    dispatch(showFlash({ message: displayErrorOf(error) ?? bankLinkMessages.publicTokenFailed, level: 'error' })),
  linkExitFailed: (dispatch: Dispatch, error: LinkExitError) =>
    dispatch(showFlash({ message: error.displayMessage || bankLinkMessages.linkExitFailed, level: 'error' })),
  linkTokenFailed: (dispatch: Dispatch) => dispatch(showFlash({ message: bankLinkMessages.linkTokenFailed, level: 'error' })),
};
