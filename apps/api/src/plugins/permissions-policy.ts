import type { AppConfig } from '../config';

/**
 * Browser features no page of the product uses: sensors, devices, capture and location. Denying
 * them means a script that got in anyway (or a framed vendor page) cannot ask the user for them.
 * Photos of delivery tickets come through a file input, which needs no camera permission.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/**
 * Stripe's embedded checkout offers Apple Pay and Google Pay from its frames (the Payment Request
 * API); a frame may only be granted `payment` when the page itself has it and lists the frame's
 * origin. These are the Stripe frame origins the CSP's frame-src allows.
 */
const STRIPE_PAYMENT_FRAMES = ['https://js.stripe.com', 'https://checkout.stripe.com'];

/**
 * The Permissions-Policy header (a structured-field dictionary: `feature=(allowlist)`, an empty
 * list denying the feature everywhere). Card payment is the one feature ever allowed, and only
 * with Stripe: the sandbox's card form is the app's own.
 */
export function permissionsPolicy(config: Pick<AppConfig, 'payments'>): string {
  const payment = config.payments.provider === 'stripe' ? ['self', ...STRIPE_PAYMENT_FRAMES.map((origin) => `"${origin}"`)] : [];
  const directives: [string, string[]][] = [...DENIED_FEATURES.map((feature): [string, string[]] => [feature, []]), ['payment', payment]];
  return directives.map(([feature, allowlist]) => `${feature}=(${allowlist.join(' ')})`).join(', ');
}
