import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { HttpClient, HttpMethod, RequestConfig, ResponseType } from '../http/http-client';
import type { QueryParams } from '../http/query-string';
import { toApiError, type ApiError } from '../errors/api-error';

/** What an endpoint's `query` returns: a path, or a request description. */
export interface ApiRequest {
  /** API path, e.g. '/api/users/me/' (a trailing slash is added when missing). */
  url: string;
  /** HTTP method; GET by default. */
  method?: HttpMethod;
  /** Request body, written camelCase and sent snake_case (FormData and Blob as they are). */
  body?: unknown;
  /** Query parameters, written camelCase and sent snake_case. */
  params?: QueryParams;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** 'blob' for files (PDFs); JSON otherwise. */
  responseType?: ResponseType;
  /** `false` keeps the URL exactly as given (see the http client). */
  trailingSlash?: boolean;
}

/**
 * RTK Query base query running on the product's http client, so endpoints inherit every
 * transport rule of it. Failures come back as {@link ApiError}.
 */
export function httpBaseQuery(client: HttpClient): BaseQueryFn<ApiRequest | string, unknown, ApiError> {
  return async (args, { signal }) => {
    const request = typeof args === 'string' ? { url: args } : args;
    const config: RequestConfig = {
      url: request.url,
      method: request.method ?? 'GET',
      data: request.body,
      params: request.params,
      headers: request.headers,
      responseType: request.responseType,
      trailingSlash: request.trailingSlash,
      signal,
    };
    try {
      const response = await client.request<unknown>(config);
      return { data: response.data };
    } catch (error) {
      return { error: toApiError(error) };
    }
  };
}
