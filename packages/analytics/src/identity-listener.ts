import { fetchCurrentUser, isValidUser, logout } from '@marketplace/auth';
import { isAnyOf } from '@reduxjs/toolkit';
import type { TypedStartListening, UnsubscribeListener } from '@reduxjs/toolkit';
import type { Analytics } from './create-analytics';
import type { SupportIdentity } from './support-identity';

/** Where {@link startIdentityListener} reports the user. */
export interface IdentityTargets {
  analytics: Analytics;
  support: SupportIdentity;
}

/** A listener middleware's `startListening`, whatever its store. */
export type IdentityStartListening = TypedStartListening<unknown>;

/**
 * Tells analytics and the support tool the user's email each time the current user is
 * fetched (spec section 1), once per distinct email: the user is fetched again on every
 * guarded navigation, and re-identifying would add nothing but noise. Signing out (whether
 * the server answered or not: the client forgets the user either way) makes both forget it.
 */
export function startIdentityListener(startListening: IdentityStartListening, { analytics, support }: IdentityTargets): UnsubscribeListener {
  let identified: string | null = null;
  const stopIdentifying = startListening({
    actionCreator: fetchCurrentUser.fulfilled,
    effect: ({ payload }) => {
      if (!isValidUser(payload) || payload.email === identified) return;
      identified = payload.email;
      analytics.identify(payload.email);
      support.identify(payload.email);
    },
  });
  const stopForgetting = startListening({
    matcher: isAnyOf(logout.fulfilled, logout.rejected),
    effect: () => {
      if (identified === null) return;
      identified = null;
      analytics.reset();
      support.forget();
    },
  });
  return () => {
    stopIdentifying();
    stopForgetting();
  };
}
