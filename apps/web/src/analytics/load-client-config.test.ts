import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadClientConfig } from './load-client-config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('loadClientConfig', () => {
  it('reads the configured tools, camelCased', async () => {
    server.use(
      http.get('/api/client-config/', () =>
        HttpResponse.json({
          analytics: { api_key: 'public-key', server_url: 'https://events.example.com' },
          support: { widget_url: 'https://support.example.com/widget.js' },
        }),
      ),
    );
    expect(await loadClientConfig()).toEqual({
      analytics: { apiKey: 'public-key', serverUrl: 'https://events.example.com' },
      support: { widgetUrl: 'https://support.example.com/widget.js' },
    });
  });

  it('turns both tools off, with a warning, when the configuration cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('/api/client-config/', () => HttpResponse.json({ code: 'unavailable' }, { status: 503 })));
    expect(await loadClientConfig()).toEqual({ analytics: null, support: null });
    expect(warn).toHaveBeenCalledOnce();
  });
});
