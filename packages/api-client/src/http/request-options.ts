// Per-request options this client understands on top of axios's own.
declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * `false` sends the URL exactly as given, for a file URL handed over by the API whose
     * path must not change. Default: a trailing slash is added (spec section 7).
     */
    trailingSlash?: boolean;
    /** Set by the client on the one retry after the API refused a CSRF token. */
    csrfRetried?: boolean;
  }
}

export {};
