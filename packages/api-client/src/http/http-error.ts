/** The answer of a call, as the client hands it over: the body already camelCased. */
export interface HttpResponse<T = unknown> {
  /** HTTP status (below 400: anything else is an {@link HttpError}). */
  status: number;
  /** The body: parsed JSON (camelCased), a Blob when asked for, text otherwise; '' when empty. */
  data: T;
  /** The response's headers. */
  headers: Headers;
}

/** What a failure with a response carries: its status and its body, camelCased. */
export interface HttpErrorResponse {
  status: number;
  data: unknown;
}

/**
 * A failed call: a status of 400 or more (with `response`), or no answer at all (network failure,
 * abort). `code` and `message` keep the words axios used, which the product showed and logged
 * before the client moved to fetch: 'ERR_BAD_REQUEST' (4xx), 'ERR_BAD_RESPONSE' (5xx),
 * 'ERR_NETWORK' ('Network Error'), 'ERR_CANCELED' ('canceled').
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    message: string,
    /** Transport code, see above. */
    readonly code: string,
    /** The response, when one arrived. */
    readonly response?: HttpErrorResponse,
  ) {
    super(message);
  }

  /** The error of a response whose status is 400 or more. */
  static fromStatus(status: number, data: unknown): HttpError {
    return new HttpError(`Request failed with status code ${status}`, status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE', {
      status,
      data,
    });
  }

  /** The error of a call that got no answer: aborted by its signal, or the network failed. */
  static noResponse(aborted: boolean): HttpError {
    return aborted ? new HttpError('canceled', 'ERR_CANCELED') : new HttpError('Network Error', 'ERR_NETWORK');
  }
}
