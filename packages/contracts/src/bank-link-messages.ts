// Apart from the banking schemas: the app shell shows these when it fetches a builder's bank-link
// token on the first load, and must not download zod and every banking schema to do so.

/** The four flash messages of the spec (section 8) for bank linking, word for word. */
export const bankLinkMessages = {
  publicTokenSaved: 'Bank Enrollment has been added successfully',
  publicTokenFailed: 'Failed to send public token',
  linkExitFailed: 'Failed to load Plaid',
  linkTokenFailed: 'Failed to initialize Plaid',
} as const;
