import { afterEach, describe, expect, it } from 'vitest';
import { createSupportIdentity, noSupportIdentity, SUPPORT_IDENTITY_EVENT } from './support-identity';
import type { SupportUser } from './support-identity';

afterEach(() => {
  delete window.supportUser;
});

describe('createSupportIdentity', () => {
  it('is a no-op without a support widget', () => {
    const support = createSupportIdentity(null);
    support.identify('builder@example.com');
    expect(support).toBe(noSupportIdentity);
    expect(window.supportUser).toBeUndefined();
  });

  it('sets window.supportUser and announces it with an event when a widget is configured', () => {
    const seen: SupportUser[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<SupportUser>).detail);
    window.addEventListener(SUPPORT_IDENTITY_EVENT, listener);
    createSupportIdentity({ widgetUrl: 'https://support.example.com/widget.js' }).identify('builder@example.com');
    window.removeEventListener(SUPPORT_IDENTITY_EVENT, listener);
    expect(window.supportUser).toEqual({ email: 'builder@example.com' });
    expect(seen).toEqual([{ email: 'builder@example.com' }]);
  });
});
