import type { AmplitudeClient } from 'amplitude-js';
import type { AnalyticsConfig } from './analytics-config';
import type { AnalyticsEvent } from './analytics-events';
import { amplitudeOptions } from './amplitude-options';

/** What the app may tell the analytics provider. */
export interface Analytics {
  /** Attributes this and later events to the signed-in user, by email (spec section 1). */
  identify(email: string): void;
  /** Records one business event. */
  track(event: AnalyticsEvent): void;
  /** Records a 'Page Viewed' event for an app path (no query string: it may hold tokens). */
  pageView(path: string): void;
  /** Forgets the user on sign-out: later events on this device belong to nobody until the next identify. */
  reset(): void;
}

/** Options of {@link createAnalytics}. */
export interface CreateAnalyticsOptions {
  /** Told when amplitude-js cannot be loaded; analytics then stays silent. Defaults to console.warn. */
  onError?: (error: unknown) => void;
}

/** Name of this app's amplitude-js client, apart from any other on the page. */
const INSTANCE_NAME = 'marketplace';

/** Analytics that does nothing: used when no collector is configured. */
export const noAnalytics: Analytics = {
  identify: () => undefined,
  track: () => undefined,
  pageView: () => undefined,
  reset: () => undefined,
};

async function loadClient(config: AnalyticsConfig): Promise<AmplitudeClient> {
  // Loaded on demand so a deployment without analytics never downloads the library.
  const { default: amplitude } = await import('amplitude-js');
  const client = amplitude.getInstance(INSTANCE_NAME);
  // On leaving the page amplitude-js switches to sendBeacon and calls this: the batch waiting
  // for its threshold or period is delivered instead of waiting in localStorage for the next visit.
  client.init(config.apiKey, null, amplitudeOptions(config, { onExitPage: () => client.sendEvents() }));
  return client;
}

/**
 * The analytics client for a configuration: with none (the default), a no-op that never
 * loads amplitude-js; otherwise amplitude-js, loaded at once in the background. Calls made
 * while it loads are applied in order once it has.
 */
export function createAnalytics(config: AnalyticsConfig | null, options: CreateAnalyticsOptions = {}): Analytics {
  if (!config) return noAnalytics;
  const onError = options.onError ?? ((error: unknown) => console.warn('Analytics is off: amplitude-js failed to load.', error));
  const client = loadClient(config);
  // One report for a failed load; each call below then finds the client missing and skips.
  const ready: Promise<AmplitudeClient | null> = client.catch((error: unknown) => {
    onError(error);
    return null;
  });
  const withClient = (use: (amplitude: AmplitudeClient) => void) => {
    void ready.then((amplitude) => {
      if (amplitude) use(amplitude);
    });
  };
  const track = (event: AnalyticsEvent) => withClient((amplitude) => amplitude.logEvent(event.name, event.properties));
  return {
    identify: (email) => withClient((amplitude) => amplitude.setUserId(email)),
    track,
    pageView: (path) => track({ name: 'Page Viewed', properties: { path } }),
    reset: () =>
      withClient((amplitude) => {
        amplitude.setUserId(null);
        // A new device id too, so the next person on this browser is not linked to the last.
        amplitude.regenerateDeviceId();
      }),
  };
}
