import { errorCodes } from '@marketplace/contracts';
import { camelizeKeys, isPlainObject, snakifyKeys } from '../case/case-conversion';
import { CSRF_HEADER_NAME, CSRF_TOKEN_PATH, createCsrfTokenSource, isUnsafeMethod } from './csrf';
import { HttpError, type HttpResponse } from './http-error';
import { toQueryString, withQuery, type QueryParams } from './query-string';
import { normalizePath } from './trailing-slash';
import { sendWithUploadProgress, type ReceivedResponse, type UploadProgress } from './upload-with-progress';

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Origin (and optional prefix) of the API; '' (the default) means the page's own origin. */
  baseUrl?: string;
}

/** An HTTP method, in either case. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** How the body of a successful answer is read: JSON by default (text when it is not JSON). */
export type ResponseType = 'json' | 'blob' | 'text';

/** What one call may say besides its URL, method and body. */
export interface RequestOptions {
  /** Query parameters, written camelCase and sent snake_case. */
  params?: QueryParams;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** 'blob' for files (PDFs); JSON otherwise. */
  responseType?: ResponseType;
  /**
   * `false` sends the URL exactly as given, for a file URL handed over by the API whose
   * path must not change. Default: a trailing slash is added (spec section 7).
   */
  trailingSlash?: boolean;
  /** Aborts the call; it then fails with code 'ERR_CANCELED'. */
  signal?: AbortSignal;
  /** Reports how much of the body has gone out (the call then goes over XMLHttpRequest). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** One call: its URL, method and body (written camelCase; FormData and Blob sent as they are). */
export interface RequestConfig extends RequestOptions {
  url: string;
  method?: HttpMethod | Lowercase<HttpMethod>;
  data?: unknown;
}

/** The client every call of the product goes through: each rule of spec section 7 built in. */
export interface HttpClient {
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  /** Settings later calls read; {@link configureHttpClient} changes the shared client's. */
  defaults: { baseUrl: string };
}

/** Bodies that go out as they are: the browser sets their content type (multipart boundary included). */
function isRawBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

function encodeBody(data: unknown, headers: Headers): BodyInit | null {
  if (data === undefined || data === null) return null;
  if (isRawBody(data)) return data;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(snakifyKeys(data));
}

/** The body of an answer: a Blob when asked for and the call succeeded, else JSON when it parses, else text. */
async function readBody(response: ReceivedResponse, responseType: ResponseType | undefined): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (responseType === 'text' && response.ok) return text;
  if (text === '') return '';
  try {
    return camelizeKeys(JSON.parse(text));
  } catch {
    return text;
  }
}

function isCsrfFailure(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.response?.status !== 403) return false;
  const data = error.response.data;
  return isPlainObject(data) && data.code === errorCodes.csrf;
}

function joinUrl(baseUrl: string, url: string): string {
  if (/^[a-z][a-z\d+\-.]*:\/\//i.test(url) || url.startsWith('//')) return url;
  return `${baseUrl.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
}

/**
 * Creates a client on `fetch` with every transport rule of spec section 7: cookies sent, CSRF
 * token fetched when missing and sent on unsafe methods (and fetched afresh once when the API
 * refuses it), trailing slash added, bodies and params snake_cased out and responses camelCased
 * in, no timeout, and any status ≥ 400 an error ({@link HttpError}). Hand-written over the
 * platform's fetch rather than a library: these rules are the product's own, and the axios client
 * they used to sit on weighed 21 kB (gzip) on every first page (decision 0806).
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const defaults = { baseUrl: options.baseUrl ?? '' };
  const csrf = createCsrfTokenSource(async () => (await client.get<{ csrfToken: string }>(CSRF_TOKEN_PATH)).data.csrfToken);

  async function send(config: RequestConfig): Promise<HttpResponse<unknown>> {
    const method = (config.method ?? 'GET').toUpperCase();
    const path = config.trailingSlash === false ? config.url : normalizePath(config.url);
    const params = config.params instanceof URLSearchParams ? config.params : (snakifyKeys(config.params) as QueryParams | undefined);
    const url = withQuery(joinUrl(defaults.baseUrl, path), toQueryString(params));
    const headers = new Headers({ Accept: 'application/json, text/plain, */*', ...config.headers });
    const body = encodeBody(config.data, headers);
    if (isUnsafeMethod(method)) headers.set(CSRF_HEADER_NAME, await csrf.get());
    let response: ReceivedResponse;
    try {
      response = config.onUploadProgress
        ? await sendWithUploadProgress({ url, method, headers, body: body as XMLHttpRequestBodyInit | null, signal: config.signal }, config.onUploadProgress)
        : await fetch(url, { method, headers, body, credentials: 'include', signal: config.signal });
    } catch {
      throw HttpError.noResponse(config.signal?.aborted ?? false);
    }
    const data = await readBody(response, config.responseType);
    if (response.status >= 400) throw HttpError.fromStatus(response.status, data);
    return { status: response.status, data, headers: response.headers };
  }

  async function request<T>(config: RequestConfig): Promise<HttpResponse<T>> {
    try {
      return (await send(config)) as HttpResponse<T>;
    } catch (error) {
      // A token fetched earlier may have gone stale (new session): fetch a fresh one, once.
      if (!isCsrfFailure(error)) throw error;
      csrf.reset();
      return (await send(config)) as HttpResponse<T>;
    }
  }

  const client: HttpClient = {
    defaults,
    request,
    get: (url, rest) => request({ ...rest, url, method: 'GET' }),
    delete: (url, rest) => request({ ...rest, url, method: 'DELETE' }),
    post: (url, data, rest) => request({ ...rest, url, method: 'POST', data }),
    put: (url, data, rest) => request({ ...rest, url, method: 'PUT', data }),
    patch: (url, data, rest) => request({ ...rest, url, method: 'PATCH', data }),
  };
  return client;
}

/** The app's one HTTP client; every call of every package goes through it. */
export const httpClient: HttpClient = createHttpClient();

/** Points the shared client at another API origin (e.g. the shell's configured API URL). */
export function configureHttpClient(options: HttpClientOptions): void {
  if (options.baseUrl !== undefined) httpClient.defaults.baseUrl = options.baseUrl;
}

/**
 * The full URL the client requests for `path`: the base URL plus the normalized path.
 * Mock handlers use it so they match exactly what the client sends.
 */
export function apiUrl(path: string): string {
  const base = httpClient.defaults.baseUrl.replace(/\/+$/, '');
  return `${base}${normalizePath(path)}`;
}
