import { fetchCurrentUser, logout } from '@marketplace/auth';
import type { User } from '@marketplace/auth';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { Analytics } from './create-analytics';
import { startIdentityListener } from './identity-listener';
import type { SupportIdentity } from './support-identity';

function user(email: string): User {
  return {
    id: 'u1',
    email,
    firstName: 'Bo',
    lastName: 'Builder',
    tosAccepted: true,
    emailVerified: true,
    userType: 'builder',
    company: { id: 'c1', name: 'Builder Co', companyType: 'builder' },
  };
}

function setup() {
  const identified: string[] = [];
  const supported: string[] = [];
  const analytics: Analytics = {
    identify: (email) => void identified.push(email),
    track: () => undefined,
    pageView: () => undefined,
    reset: () => void identified.push('(reset)'),
  };
  const support: SupportIdentity = { identify: (email) => void supported.push(email), forget: () => void supported.push('(forgotten)') };
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: (state: null = null) => state,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  const unsubscribe = startIdentityListener(listener.startListening, { analytics, support });
  const fetched = (payload: User | null) => store.dispatch(fetchCurrentUser.fulfilled(payload, 'request', undefined));
  const signedOut = () => store.dispatch(logout.fulfilled(undefined, 'request', undefined));
  return { identified, supported, fetched, signedOut, unsubscribe };
}

describe('startIdentityListener', () => {
  it('tells analytics and the support tool the email when the current user is fetched', () => {
    const { identified, supported, fetched } = setup();
    fetched(user('builder@example.com'));
    expect(identified).toEqual(['builder@example.com']);
    expect(supported).toEqual(['builder@example.com']);
  });

  it('identifies once per distinct email, and never for no user', () => {
    const { identified, supported, fetched } = setup();
    fetched(null);
    fetched(user('builder@example.com'));
    fetched(user('builder@example.com'));
    fetched(user('supplier@example.com'));
    expect(identified).toEqual(['builder@example.com', 'supplier@example.com']);
    expect(supported).toEqual(identified);
  });

  it('stops when unsubscribed', () => {
    const { identified, fetched, unsubscribe } = setup();
    unsubscribe();
    fetched(user('builder@example.com'));
    expect(identified).toEqual([]);
  });

  it('forgets the user on sign-out, and identifies the next one even with the same email', () => {
    const { identified, supported, fetched, signedOut } = setup();
    signedOut();
    fetched(user('builder@example.com'));
    signedOut();
    fetched(user('builder@example.com'));
    expect(identified).toEqual(['builder@example.com', '(reset)', 'builder@example.com']);
    expect(supported).toEqual(['builder@example.com', '(forgotten)', 'builder@example.com']);
  });
});
