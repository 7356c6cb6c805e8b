import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './analytics-events';
import { createAnalytics, noAnalytics } from './create-analytics';

// Records what the app asks of amplitude-js; `loaded` proves whether the module was imported at all.
const amplitude = vi.hoisted(() => {
  const calls: unknown[][] = [];
  const client = {
    init: (...args: unknown[]) => void calls.push(['init', ...args]),
    setUserId: (...args: unknown[]) => void calls.push(['setUserId', ...args]),
    regenerateDeviceId: () => void calls.push(['regenerateDeviceId']),
    logEvent: (...args: unknown[]) => void calls.push(['logEvent', ...args]),
    sendEvents: () => void calls.push(['sendEvents']),
  };
  return { calls, client, loaded: false, instanceNames: [] as (string | undefined)[] };
});

vi.mock('amplitude-js', () => {
  amplitude.loaded = true;
  return {
    default: {
      getInstance: (name?: string) => {
        amplitude.instanceNames.push(name);
        return amplitude.client;
      },
    },
  };
});

/** Lets the dynamic import and the queued calls settle. */
const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  amplitude.calls.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('createAnalytics without a configuration', () => {
  it('is a no-op that never imports amplitude-js and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const openSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const analytics = createAnalytics(null);
    analytics.identify('builder@example.com');
    analytics.pageView('/app/v2/');
    analytics.track({ name: 'Order Placed', properties: { orderId: 'o1', totalCents: 1200 } });
    await settle();
    expect(analytics).toBe(noAnalytics);
    expect(amplitude.loaded).toBe(false);
    expect(amplitude.calls).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
  });
});

describe('createAnalytics with a collector', () => {
  const config = { apiKey: 'public-key', serverUrl: 'http://127.0.0.1:4100/collect' };

  it('initialises its own amplitude-js client with the configured endpoint and the spec defaults', async () => {
    createAnalytics(config);
    await settle();
    expect(amplitude.loaded).toBe(true);
    expect(amplitude.instanceNames).toEqual(['marketplace']);
    const [name, apiKey, userId, options] = amplitude.calls[0] ?? [];
    expect([name, apiKey, userId]).toEqual(['init', 'public-key', null]);
    expect(options).toMatchObject({
      apiEndpoint: '127.0.0.1:4100/collect',
      forceHttps: false,
      batchEvents: true,
      uploadBatchSize: 100,
      eventUploadThreshold: 30,
      eventUploadPeriodMillis: 30_000,
      sessionTimeout: 1_800_000,
      savedMaxCount: 1000,
      disableCookies: true,
    });
  });

  it('applies calls made while loading in order: identify by email, then the events', async () => {
    const analytics = createAnalytics(config);
    analytics.identify('builder@example.com');
    analytics.pageView('/app/v2/projects');
    analytics.track({ name: 'Checkout Started', properties: { projectId: 'p1', amountCents: 91_900 } });
    await settle();
    expect(amplitude.calls.slice(1)).toEqual([
      ['setUserId', 'builder@example.com'],
      ['logEvent', 'Page Viewed', { path: '/app/v2/projects' }],
      ['logEvent', 'Checkout Started', { projectId: 'p1', amountCents: 91_900 }],
    ]);
  });

  it('forgets the user on reset, with a new device id', async () => {
    const analytics = createAnalytics(config);
    analytics.identify('builder@example.com');
    analytics.reset();
    await settle();
    expect(amplitude.calls.slice(1)).toEqual([['setUserId', 'builder@example.com'], ['setUserId', null], ['regenerateDeviceId']]);
  });

  it('flushes the waiting batch when the page is left', async () => {
    createAnalytics(config);
    await settle();
    const options = amplitude.calls[0]?.[3] as { onExitPage: () => void };
    options.onExitPage();
    expect(amplitude.calls.at(-1)).toEqual(['sendEvents']);
  });
});

describe('AnalyticsEvent', () => {
  it('accepts each event only with its own properties', () => {
    const valid: AnalyticsEvent[] = [
      { name: 'Page Viewed', properties: { path: '/' } },
      { name: 'Products Searched', properties: { query: 'rebar' } },
      { name: 'Products Searched', properties: { query: 'rebar', projectId: 'p1' } },
      { name: 'Added To Cart', properties: { productSupplierVariantId: 'v1', quantity: 2, projectId: 'p1' } },
      { name: 'Checkout Started', properties: { projectId: 'p1', amountCents: 1_000 } },
      { name: 'Order Placed', properties: { orderId: 'o1', totalCents: 500 } },
      { name: 'Credit Application Submitted', properties: { applicationId: 'a1' } },
    ];
    // @ts-expect-error an order needs its total, and has no path
    const wrongPayload: AnalyticsEvent = { name: 'Order Placed', properties: { path: '/' } };
    // @ts-expect-error quantity is a number
    const wrongType: AnalyticsEvent = { name: 'Added To Cart', properties: { productSupplierVariantId: 'v1', quantity: '2', projectId: 'p1' } };
    // @ts-expect-error unknown event names are refused
    const unknownName: AnalyticsEvent = { name: 'Button Clicked', properties: {} };
    expect(valid).toHaveLength(7);
    expect([wrongPayload, wrongType, unknownName]).toHaveLength(3);
  });
});
