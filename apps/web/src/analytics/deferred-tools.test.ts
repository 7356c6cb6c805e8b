import { describe, expect, it } from 'vitest';
import { deferredTools } from './deferred-tools';
import type { Tools } from './deferred-tools';

describe('deferredTools', () => {
  it('holds calls until the tools exist, then applies them in order', async () => {
    const calls: string[] = [];
    let resolve: (tools: Tools) => void = () => undefined;
    const tools = deferredTools(new Promise<Tools>((done) => (resolve = done)));
    tools.analytics.pageView('/app/v2/');
    tools.analytics.identify('builder@example.com');
    tools.support.identify('builder@example.com');
    tools.analytics.track({ name: 'Products Searched', properties: { query: 'rebar' } });
    tools.analytics.reset();
    tools.support.forget();
    expect(calls).toEqual([]);
    resolve({
      analytics: {
        identify: (email) => void calls.push(`identify ${email}`),
        track: (event) => void calls.push(`track ${event.name}`),
        pageView: (path) => void calls.push(`page ${path}`),
        reset: () => void calls.push('reset'),
      },
      support: { identify: (email) => void calls.push(`support ${email}`), forget: () => void calls.push('forget') },
    });
    await new Promise((done) => setTimeout(done, 0));
    expect(calls).toEqual(['page /app/v2/', 'identify builder@example.com', 'support builder@example.com', 'track Products Searched', 'reset', 'forget']);
  });
});
