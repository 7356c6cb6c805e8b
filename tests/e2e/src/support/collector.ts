import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One event of an amplitude-js (HTTP API v2) upload, as far as these tests read it. */
export interface CollectedEvent {
  event_type: string;
  user_id: string | null;
  device_id: string;
  event_properties: Record<string, unknown>;
}

/** One upload: the form amplitude-js posts (`client` is the API key, `e` the JSON events). */
export interface CollectedUpload {
  path: string;
  client: string;
  events: CollectedEvent[];
}

/** A local stand-in for the analytics provider's collector. */
export interface Collector {
  /** Base URL, e.g. http://127.0.0.1:41234; uploads may go to any path under it. */
  url: string;
  uploads: CollectedUpload[];
  /** Every event received so far, in arrival order. */
  events(): CollectedEvent[];
  /** Waits until `accept` holds for the events received, or fails after `timeoutMs`. */
  waitFor(accept: (events: CollectedEvent[]) => boolean, timeoutMs?: number): Promise<CollectedEvent[]>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts a collector on a free loopback port. It answers CORS preflights (amplitude-js's XHR
 * upload sends a custom header) and records every POST; sendBeacon uploads need no preflight.
 */
export async function startCollector(): Promise<Collector> {
  const uploads: CollectedUpload[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (request.method !== 'POST') {
      response.writeHead(204).end();
      return;
    }
    void bodyOf(request).then((body) => {
      const form = new URLSearchParams(body);
      uploads.push({
        path: request.url ?? '/',
        client: form.get('client') ?? '',
        events: JSON.parse(form.get('e') ?? '[]') as CollectedEvent[],
      });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('success');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const events = () => uploads.flatMap((upload) => upload.events);
  return {
    url: `http://127.0.0.1:${port}`,
    uploads,
    events,
    async waitFor(accept, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!accept(events())) {
        if (Date.now() > deadline) {
          throw new Error(`The collector did not receive the expected events; it has: ${JSON.stringify(events(), null, 1)}`);
        }
        await new Promise((wait) => setTimeout(wait, 100));
      }
      return events();
    },
    close: () => new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  };
}
