import type { SupportConfig } from './analytics-config';

/** The user a support widget should attach conversations to. */
export interface SupportUser {
  email: string;
}

declare global {
  interface Window {
    /** Set once the signed-in user is known, when a support widget is configured. */
    supportUser?: SupportUser;
  }
}

/** Event dispatched on `window` when {@link Window.supportUser} is set (`detail` is the user) or cleared (`detail` is null). */
export const SUPPORT_IDENTITY_EVENT = 'marketplace:support-identity';

/** Tells a support tool who the signed-in user is (spec section 1). */
export interface SupportIdentity {
  identify(email: string): void;
  /** Forgets the user on sign-out: `window.supportUser` is removed and the event says `null`. */
  forget(): void;
}

/** Support identity that does nothing: used when no support widget is configured. */
export const noSupportIdentity: SupportIdentity = { identify: () => undefined, forget: () => undefined };

/**
 * The support identity for a configuration. It stays vendor-neutral: it sets
 * `window.supportUser = { email }` (for a widget that reads it when it starts) and dispatches
 * `marketplace:support-identity` with the same object as `detail` (for one already running);
 * the deployment's widget snippet adapts either to its vendor's own identify call.
 */
export function createSupportIdentity(config: SupportConfig | null, target: Window = window): SupportIdentity {
  if (!config) return noSupportIdentity;
  return {
    identify(email) {
      const user: SupportUser = { email };
      target.supportUser = user;
      target.dispatchEvent(new CustomEvent<SupportUser>(SUPPORT_IDENTITY_EVENT, { detail: user }));
    },
    forget() {
      delete target.supportUser;
      target.dispatchEvent(new CustomEvent<null>(SUPPORT_IDENTITY_EVENT, { detail: null }));
    },
  };
}
