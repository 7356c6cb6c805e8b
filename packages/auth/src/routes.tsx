import type { RouteObject } from 'react-router';
import type { AppRouteHandle } from './guard/route-handle';
import { paths } from './paths';

// Each page is its own chunk: the first screen loads only what it shows.
const guestOnly = { guestOnly: true } as const;

/** Public account pages (spec section 2): a signed-in user is sent to the app home. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    handle: { title: 'Sign in', access: guestOnly } satisfies AppRouteHandle,
    lazy: () => import('./pages/login-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.signup.path,
    handle: { title: 'Create your account', access: guestOnly } satisfies AppRouteHandle,
    lazy: () => import('./pages/signup-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.createAccount.path,
    handle: { title: 'Accept your invitation', access: guestOnly } satisfies AppRouteHandle,
    lazy: () => import('./pages/create-account-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.passwordReset.path,
    handle: { title: 'Reset your password', access: guestOnly } satisfies AppRouteHandle,
    lazy: () => import('./pages/password-reset-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.passwordResetVerify.path,
    handle: { title: 'Choose a new password', access: guestOnly } satisfies AppRouteHandle,
    lazy: () => import('./pages/password-reset-verify-page').then((module) => ({ Component: module.Component })),
  },
];

/**
 * Pages anyone may open, signed in or not: never redirected. The guard still runs (empty
 * access), so the page knows who is reading it.
 */
export const openRoutes: RouteObject[] = [
  {
    // Open to everyone: the owner of an unconfirmed account may already have signed in with the password.
    path: paths.verifyEmail.path,
    handle: { title: 'Confirm your email address', access: {} } satisfies AppRouteHandle,
    lazy: () => import('./pages/verify-email-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.contact.path,
    handle: { title: 'Contact us', access: {} } satisfies AppRouteHandle,
    lazy: () => import('./pages/contact-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.terms.path,
    handle: { title: 'Terms of service', access: {} } satisfies AppRouteHandle,
    lazy: () => import('./pages/terms-page').then((module) => ({ Component: module.Component })),
  },
];

/** Pages for every signed-in user, rendered inside the main app shell. */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.profile.path,
    handle: { title: 'Profile', access: { requiresAuth: true }, search: false } satisfies AppRouteHandle,
    lazy: () => import('./pages/profile-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.settings.path,
    handle: { title: 'Settings', access: { requiresAuth: true } } satisfies AppRouteHandle,
    lazy: () => import('./pages/settings-page').then((module) => ({ Component: module.Component })),
  },
];

export { paths, safeNextPath } from './paths';
export type { RoutePath } from './paths';
export type { AppRouteHandle, RouteAccess } from './guard/route-handle';
