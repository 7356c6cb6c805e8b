import type { AccountType } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import type { User } from '../model/user';
import { decideNavigation, homePathFor } from './decide-navigation';

function userOf(userType: string): User {
  return {
    id: 'u1',
    email: 'sam@example.test',
    firstName: 'Sam',
    lastName: 'Stone',
    tosAccepted: true,
    emailVerified: true,
    // Spellings other than the canonical one come from older records.
    userType: userType as AccountType,
    company: { id: 'c1', name: 'Stone Build', companyType: 'builder' },
  };
}

const accountTypes: AccountType[] = ['builder', 'supplier', 'builder_receiver'];
const builderOnly = { requiresAuth: true, accountTypes: ['builder'] as AccountType[] };
const supplierArea = { requiresAuth: true, accountTypes: ['supplier', 'builder_receiver'] as AccountType[] };
const suppliersOnly = { requiresAuth: true, accountTypes: ['supplier'] as AccountType[] };

describe('rule 1: sign-in required', () => {
  it('sends a signed-out visitor to /login', () => {
    expect(decideNavigation({ route: { requiresAuth: true }, user: null })).toEqual({ type: 'redirect', to: '/login' });
  });

  it('treats a user without a name or email as signed out', () => {
    const incomplete = { ...userOf('builder'), lastName: undefined } as unknown as User;
    expect(decideNavigation({ route: { requiresAuth: true }, user: incomplete })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it('sends a signed-out visitor of an account-type route to /login', () => {
    expect(decideNavigation({ route: { accountTypes: ['builder'] }, user: null })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it.each(accountTypes)('lets a signed-in %s through', (type) => {
    expect(decideNavigation({ route: { requiresAuth: true }, user: userOf(type) })).toEqual({ type: 'continue' });
  });
});

describe('rule 2: account types', () => {
  it.each([
    ['builder', builderOnly, { type: 'continue' }],
    ['supplier', builderOnly, { type: 'redirect', to: '/supplier' }],
    ['builder_receiver', builderOnly, { type: 'redirect', to: '/supplier' }],
    ['builder', supplierArea, { type: 'redirect', to: '/' }],
    ['supplier', supplierArea, { type: 'continue' }],
    ['builder_receiver', supplierArea, { type: 'continue' }],
    ['builder', suppliersOnly, { type: 'redirect', to: '/' }],
    ['supplier', suppliersOnly, { type: 'continue' }],
    ['builder_receiver', suppliersOnly, { type: 'redirect', to: '/supplier' }],
  ])('a %s on %o', (type, route, decision) => {
    expect(decideNavigation({ route, user: userOf(type) })).toEqual(decision);
  });

  it.each(['builder-receiver', 'builder receiver'])('reads the spelling %s as builder_receiver', (spelling) => {
    expect(decideNavigation({ route: supplierArea, user: userOf(spelling) })).toEqual({ type: 'continue' });
    expect(decideNavigation({ route: builderOnly, user: userOf(spelling) })).toEqual({
      type: 'redirect',
      to: '/supplier',
    });
  });

  it('sends an unknown account type to the supplier area', () => {
    expect(decideNavigation({ route: builderOnly, user: userOf('admin') })).toEqual({
      type: 'redirect',
      to: '/supplier',
    });
  });
});

describe('rule 3: signed-out users only', () => {
  it.each(accountTypes)('sends a signed-in %s to the app home', (type) => {
    expect(decideNavigation({ route: { guestOnly: true }, user: userOf(type) })).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('lets a signed-out visitor through', () => {
    expect(decideNavigation({ route: { guestOnly: true }, user: null })).toEqual({ type: 'continue' });
  });
});

describe('rule 4: otherwise continue', () => {
  it('lets anyone through an unrestricted route', () => {
    expect(decideNavigation({ route: {}, user: null })).toEqual({ type: 'continue' });
    for (const type of accountTypes) {
      expect(decideNavigation({ route: {}, user: userOf(type) })).toEqual({ type: 'continue' });
    }
  });
});

describe('homePathFor', () => {
  it.each([
    ['builder', '/'],
    ['supplier', '/supplier'],
    ['builder_receiver', '/supplier'],
    ['admin', '/supplier'],
  ])('sends a %s to %s', (type, home) => {
    expect(homePathFor(userOf(type))).toBe(home);
  });
});
