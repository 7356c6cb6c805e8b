import type { RequestHandler, WebSocketHandler } from 'msw';
import type { SetupServerApi } from 'msw/node';

/**
 * Starts an msw/node server for the calling test file: unhandled requests fail the test, each
 * test starts from a fresh `createHandlers()` (a package binds its mock API's factory, e.g.
 * `() => createCartHandlers(options)`), and listeners on `server.events` are removed after each
 * test. `server.use(...)` puts a test's own handlers in front.
 */
export declare function setupMswServer(createHandlers: () => ReadonlyArray<RequestHandler | WebSocketHandler>): SetupServerApi;

/** Collects (clones of) the requests `server` sees from now on, in order. */
export declare function recordRequests(server: SetupServerApi): Request[];

/** Query strings of the recorded GET requests to `path`. */
export declare function queryOf(requests: readonly Request[], path: string): URLSearchParams[];

/** JSON bodies of the recorded `method` requests to `path` (with its trailing slash). */
export declare function bodiesOf(requests: readonly Request[], method: string, path: string): Promise<unknown[]>;
