/** How much of a request body has gone out. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all, when the browser knows it. */
  total?: number;
}

/** The parts of a fetch `Response` the client reads. */
export type ReceivedResponse = Pick<Response, 'status' | 'ok' | 'headers' | 'text' | 'blob'>;

/** What {@link sendWithUploadProgress} sends: the parts of a fetch request it needs. */
export interface ProgressRequest {
  url: string;
  method: string;
  headers: Headers;
  body: XMLHttpRequestBodyInit | null;
  signal?: AbortSignal;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Sends a request with cookies over XMLHttpRequest, reporting upload progress, and answers a
 * fetch `Response`, so the client reads it like any other. Fetch cannot report how much of a body
 * has gone out: its one way, a streamed request body, needs HTTP/2 in Chromium and exists in no
 * other engine, and the API is served over HTTP/1.1. Answers what the client reads of a fetch
 * `Response`; failures reject as fetch's do: a TypeError for the network, an AbortError
 * DOMException when `signal` aborts.
 */
export function sendWithUploadProgress(request: ProgressRequest, onUploadProgress: (progress: UploadProgress) => void): Promise<ReceivedResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.responseType = 'arraybuffer';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      onUploadProgress({ loaded: event.loaded, ...(event.lengthComputable ? { total: event.total } : {}) });
    });
    const abort = () => xhr.abort();
    const settle = () => request.signal?.removeEventListener('abort', abort);
    xhr.addEventListener('load', () => {
      settle();
      const body = (xhr.response as ArrayBuffer | null) ?? new ArrayBuffer(0);
      const headers = parseHeaders(xhr.getAllResponseHeaders());
      resolve({
        status: xhr.status,
        ok: xhr.status >= 200 && xhr.status < 300,
        headers,
        text: () => Promise.resolve(new TextDecoder().decode(body)),
        blob: () => Promise.resolve(new Blob([body], { type: headers.get('Content-Type') ?? '' })),
      });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network Error'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The request was aborted.', 'AbortError'));
    });
    if (request.signal?.aborted) {
      reject(new DOMException('The request was aborted.', 'AbortError'));
      return;
    }
    request.signal?.addEventListener('abort', abort);
    xhr.send(request.body);
  });
}
