import { describe, expect, it } from 'vitest';
import { amplitudeOptions } from './amplitude-options';

const onExitPage = () => undefined;

describe('amplitudeOptions', () => {
  it('passes the spec defaults exactly, batched, with no cookies and nothing collected beyond the events', () => {
    expect(amplitudeOptions({ apiKey: 'key', serverUrl: 'http://127.0.0.1:4100/collect' }, { onExitPage })).toEqual({
      apiEndpoint: '127.0.0.1:4100/collect',
      forceHttps: false,
      batchEvents: true,
      uploadBatchSize: 100,
      eventUploadThreshold: 30,
      eventUploadPeriodMillis: 30_000,
      sessionTimeout: 30 * 60_000,
      savedMaxCount: 1000,
      saveEvents: true,
      disableCookies: true,
      storage: 'localStorage',
      includeReferrer: false,
      includeUtm: false,
      includeGclid: false,
      includeFbclid: false,
      deviceIdFromUrlParam: false,
      useDynamicConfig: false,
      serverZoneBasedApi: false,
      logLevel: 'WARN',
      onExitPage,
    });
  });

  it('forces https for an https collector and drops a bare trailing slash', () => {
    const options = amplitudeOptions({ apiKey: 'key', serverUrl: 'https://events.example.com/' }, { onExitPage });
    expect(options.apiEndpoint).toBe('events.example.com');
    expect(options.forceHttps).toBe(true);
  });
});
