import './request-options';
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { errorCodes } from '@marketplace/contracts';
import { camelizeKeys, isPlainObject, snakifyKeys } from '../case/case-conversion';
import { CSRF_HEADER_NAME, createCsrfTokenSource, isUnsafeMethod } from './csrf';
import { normalizePath } from './trailing-slash';

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Origin (and optional prefix) of the API; '' (the default) means the page's own origin. */
  baseUrl?: string;
}

/** A JSON error body inside a Blob (calls made with `responseType: 'blob'`) becomes an object. */
async function readErrorBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob) || !data.type.includes('json')) {
    return data;
  }
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return data;
  }
}

function isCsrfFailure(error: AxiosError): boolean {
  const data = error.response?.data;
  return error.response?.status === 403 && isPlainObject(data) && data.code === errorCodes.csrf;
}

/**
 * Creates an axios instance with every transport rule of spec section 7: cookies sent,
 * CSRF token fetched when missing and sent on unsafe methods, trailing slash added, bodies and
 * params snake_cased out and responses camelCased in, no timeout, and any status ≥ 400 an error.
 */
export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseUrl ?? '',
    withCredentials: true,
    timeout: 0,
    validateStatus: (status) => status < 400,
    // The CSRF header is set below for unsafe methods only; axios's own cookie echo is off.
    withXSRFToken: false,
    // Repeated keys (`id=1&id=2`) rather than PHP-style brackets.
    paramsSerializer: { indexes: null },
  });
  const csrf = createCsrfTokenSource(client);

  client.interceptors.request.use(async (config) => {
    if (config.url !== undefined && config.trailingSlash !== false) {
      config.url = normalizePath(config.url);
    }
    config.data = snakifyKeys(config.data);
    if (config.params !== undefined) config.params = snakifyKeys(config.params);
    if (isUnsafeMethod(config.method)) {
      config.headers.set(CSRF_HEADER_NAME, await csrf.get());
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      response.data = camelizeKeys(response.data);
      return response;
    },
    async (error: unknown) => {
      if (!(error instanceof AxiosError)) throw error;
      if (error.response) {
        error.response.data = camelizeKeys(await readErrorBody(error.response.data));
      }
      // A token fetched earlier may have gone stale (new session): fetch a fresh one, once.
      if (isCsrfFailure(error) && error.config && !error.config.csrfRetried) {
        csrf.reset();
        return client.request({ ...error.config, csrfRetried: true });
      }
      throw error;
    },
  );

  return client;
}

/** The app's one HTTP client; every call of every package goes through it. */
export const httpClient: AxiosInstance = createHttpClient();

/** Points the shared client at another API origin (e.g. the shell's configured API URL). */
export function configureHttpClient(options: HttpClientOptions): void {
  if (options.baseUrl !== undefined) httpClient.defaults.baseURL = options.baseUrl;
}

/**
 * The full URL the client requests for `path`: the base URL plus the normalized path.
 * Mock handlers use it so they match exactly what the client sends.
 */
export function apiUrl(path: string): string {
  const base = (httpClient.defaults.baseURL ?? '').replace(/\/+$/, '');
  return `${base}${normalizePath(path)}`;
}
