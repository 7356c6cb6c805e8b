import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiPackageRoot } from './lib/package-root';
import { decodeAccessTokenKey, readOrCreateAccessTokenKey } from './providers/bank-link/access-token-crypto';

/** Where the data lives: an embedded SQLite file, or a PostgreSQL server. */
export type DatabaseConfig =
  | {
      dialect: 'sqlite';
      filename: string;
      /** Memory of SQLite's page cache (default in database.ts). */
      pageCacheBytes?: number;
      /** How much of the file reads may map instead of copying into the page cache; 0 maps none. */
      mmapBytes?: number;
    }
  | {
      dialect: 'postgres';
      connectionString: string;
      /** Connections this process keeps open at most (default 10 in database.ts). */
      poolSize?: number;
    };

/** How many attempts one client may make within a window on a sensitive route. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Every setting the API reads, validated once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  sessionSecret: string;
  /** Base URL users reach the app at, without a trailing slash; links in emails start with it. */
  publicUrl: string;
  /** True when PUBLIC_URL is https: cookies then carry the Secure flag. */
  secureCookies: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  webDistDir: string;
  /** Where uploaded product images and their thumbnails are stored; served at /media/. */
  mediaDir: string;
  /** AES-256 key (32 bytes) that encrypts supplier bank account numbers at rest. */
  bankingDetailsKey: Buffer;
  payments: {
    provider: 'sandbox' | 'stripe';
    stripeSecretKey: string | null;
    stripePublishableKey: string | null;
    /** Verifies the signatures of Stripe's webhook calls; without it the webhook route is off. */
    stripeWebhookSecret: string | null;
    /** Another Stripe API host (a local double); null means Stripe's own. */
    stripeApiUrl: string | null;
  };
  bankLink: {
    provider: 'sandbox' | 'plaid';
    plaidClientId: string | null;
    plaidSecret: string | null;
    plaidEnv: 'sandbox' | 'development' | 'production';
    /** Another Plaid API host (a local double); null means Plaid's own for PLAID_ENV. */
    plaidApiUrl: string | null;
    /** AES-256 key (32 bytes) that encrypts bank-link access tokens at rest. */
    accessTokenKey: Buffer;
  };
  /** The analytics collector the browser posts to; null (the default) turns analytics off. */
  analytics: { apiKey: string; serverUrl: string } | null;
  /** The support widget; null (the default) leaves the support identity off. */
  support: { widgetUrl: string } | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  rateLimits: {
    login: RateLimitRule;
    passwordReset: RateLimitRule;
    contact: RateLimitRule;
    /** Sign-up, account creation and new confirmation links: per client address and per email. */
    signup: RateLimitRule;
  };
  /** Memory the in-memory answer caches may take, each (decision 0116). */
  caches: {
    catalogAnswerBytes: number;
    searchAnswerBytes: number;
  };
  /** Where search matches, ranks and counts: the in-memory index (kept current) or the database alone (decision 0120). */
  searchIndex: 'memory' | 'database';
  /**
   * Whether this process runs the durable jobs (emails) itself: `inline` (the default), or `off`
   * when a separate `pnpm worker` process runs them (decision 0125).
   */
  jobWorker: 'inline' | 'off';
  /** Whether the process that runs the jobs also starts the day's payout run (decision 0143). */
  payoutSchedule: 'daily' | 'off';
  /** The bearer token a /metrics scrape must bring; null: only this machine may scrape. */
  metricsToken: string | null;
  /** Where security researchers report problems (security.txt's Contact): a mailto:, https: or tel: URI. */
  securityContact: string;
  /**
   * Redis, shared by every API process of a fleet (decision 0150): rate-limit counters and the
   * news that a session or user changed. Null (the default): one process keeps both itself.
   */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * An S3-compatible bucket for product pictures, attachments and stored files (decision 0151);
   * null (the default) keeps them on the local disk under mediaDir.
   */
  objectStorage: ObjectStorageConfig | null;
  /** API processes this machine runs, sharing the port (WORKERS; default 1). */
  workers: number;
}

/** Where and how to reach the bucket (S3_* variables). */
export interface ObjectStorageConfig {
  /** null: AWS's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path rather than the host name, as most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** Thrown when the environment holds a value the API cannot run with. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const MIB = 1024 * 1024;

const optionalText = z.string().trim().min(1).optional();
const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'Use a whole number.' }).int({ error: 'Use a whole number.' }).min(1, { error: 'Use a number of at least 1.' }).default(fallback);
const url = (protocols: RegExp, hint: string) =>
  z.string().trim().refine((value) => {
    try {
      return protocols.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, { error: hint });

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'Use a port number.' })
    .int({ error: 'Use a whole port number.' })
    .min(0, { error: 'Use a port between 0 and 65535.' })
    .max(65535, { error: 'Use a port between 0 and 65535.' })
    .default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  SESSION_SECRET: z.string().min(32, { error: 'Use at least 32 characters.' }).optional(),
  PUBLIC_URL: url(/^https?:$/, 'Use an http:// or https:// URL.').optional(),
  SMTP_URL: url(/^smtps?:$/, 'Use an smtp:// or smtps:// URL.').optional(),
  MAIL_FROM: optionalText,
  WEB_DIST_DIR: optionalText,
  MEDIA_DIR: optionalText,
  BANKING_DETAILS_KEY: z
    .string()
    .trim()
    .refine((value) => decodeKey(value) !== null, { error: 'Use 32 random bytes as 64 hex characters or base64.' })
    .optional(),
  NODE_ENV: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: url(/^https?:$/, 'Use an http:// or https:// URL.').optional(),
  PLAID_CLIENT_ID: optionalText,
  PLAID_SECRET: optionalText,
  PLAID_ENV: z.enum(['sandbox', 'development', 'production'], { error: 'Use sandbox, development or production.' }).default('sandbox'),
  PLAID_API_URL: url(/^https?:$/, 'Use an http:// or https:// URL.').optional(),
  BANK_LINK_TOKEN_KEY: z
    .string()
    .trim()
    .refine((value) => decodeAccessTokenKey(value) !== null, { error: 'Use 32 random bytes as 64 hex characters or base64.' })
    .optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe'], { error: 'Use sandbox or stripe.' }).optional(),
  BANK_LINK_PROVIDER: z.enum(['sandbox', 'plaid'], { error: 'Use sandbox or plaid.' }).default('sandbox'),
  ANALYTICS_API_KEY: optionalText,
  ANALYTICS_SERVER_URL: url(/^https?:$/, 'Use an http:// or https:// URL.').optional(),
  SUPPORT_WIDGET_URL: url(/^https?:$/, 'Use an http:// or https:// URL.').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'Use fatal, error, warn, info, debug, trace or silent.',
    })
    .default('info'),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'Use true or false.' }).default('false'),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  RATE_LIMIT_LOGIN_MAX: positiveInt(10),
  RATE_LIMIT_PASSWORD_RESET_MAX: positiveInt(5),
  RATE_LIMIT_CONTACT_MAX: positiveInt(5),
  RATE_LIMIT_SIGNUP_MAX: positiveInt(5),
  CATALOG_CACHE_MB: positiveInt(16),
  SEARCH_CACHE_MB: positiveInt(16),
  SEARCH_INDEX: z.enum(['memory', 'database'], { error: 'Use memory or database.' }).default('memory'),
  JOB_WORKER: z.enum(['inline', 'off'], { error: 'Use inline or off.' }).default('inline'),
  PAYOUT_SCHEDULE: z.enum(['daily', 'off'], { error: 'Use daily or off.' }).default('daily'),
  METRICS_TOKEN: z.string().min(16, { error: 'Use at least 16 characters.' }).optional(),
  SECURITY_CONTACT: url(/^(mailto|https|tel):$/, 'Use a mailto:, https:// or tel: URI.').optional(),
  REDIS_URL: url(/^rediss?:$/, 'Use a redis:// or rediss:// URL.').optional(),
  REDIS_KEY_PREFIX: z.string().trim().regex(/^[A-Za-z0-9:_.-]{1,64}$/, { error: 'Use up to 64 letters, digits or : _ . -' }).default('marketplace:'),
  S3_ENDPOINT: url(/^https?:$/, 'Use an http:// or https:// URL.').optional(),
  S3_BUCKET: z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'Use a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens.' }).optional(),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'Use true or false.' }).optional(),
  WORKERS: z.coerce.number({ error: 'Use a whole number.' }).int({ error: 'Use a whole number.' }).min(1, { error: 'Use 1 or more.' }).max(64, { error: 'Use at most 64.' }).default(1),
  LOAD_BALANCED: z.enum(['true', 'false'], { error: 'Use true or false.' }).default('false'),
  DATABASE_POOL_SIZE: positiveInt(10),
  SQLITE_CACHE_MB: positiveInt(32),
  SQLITE_MMAP_MB: z.coerce.number({ error: 'Use a whole number.' }).int({ error: 'Use a whole number.' }).min(0, { error: 'Use 0 or more.' }).max(2047, { error: 'Use at most 2047.' }).default(0),
});

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from environment variables. Relative paths resolve against
 * `cwd`, except the web build, which defaults to the sibling `apps/web/dist`.
 * Throws {@link ConfigError} naming the first bad variables.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  // An empty variable means "unset", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration. ${details}`);
  }
  const vars = parsed.data;

  // Payout account numbers must stay readable across restarts and servers: production names its key.
  if (vars.NODE_ENV === 'production') requireVars(vars, ['BANKING_DETAILS_KEY'], 'NODE_ENV=production');
  // Linked banks' access tokens too: a key written next to one server's data would strand them.
  if (vars.NODE_ENV === 'production') requireVars(vars, ['BANK_LINK_TOKEN_KEY'], 'NODE_ENV=production');
  // And sessions: a secret written next to one server's data signs cookies no other server accepts.
  if (vars.NODE_ENV === 'production') requireVars(vars, ['SESSION_SECRET'], 'NODE_ENV=production');
  // Several processes must share sessions' news and rate limits (decision 0150), and one database.
  if (vars.WORKERS > 1) requireVars(vars, ['REDIS_URL'], 'WORKERS is more than 1');
  if (vars.NODE_ENV === 'production' && vars.LOAD_BALANCED === 'true') requireVars(vars, ['REDIS_URL'], 'LOAD_BALANCED=true in production');
  if (vars.WORKERS > 1 && !/^postgres(ql)?:\/\//i.test(vars.DATABASE_URL ?? '')) {
    throw new ConfigError('Invalid configuration. DATABASE_URL: a postgres:// URL is required when WORKERS is more than 1 (the embedded database serves one process).');
  }
  if (vars.S3_BUCKET || vars.S3_ENDPOINT) requireVars(vars, ['S3_BUCKET', 'S3_REGION'], 'S3_ENDPOINT or S3_BUCKET is set');
  if (vars.S3_ACCESS_KEY_ID || vars.S3_SECRET_ACCESS_KEY) requireVars(vars, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'one of the S3 keys is set');
  // Stripe when both of its keys are set, unless PAYMENT_PROVIDER says otherwise; else the sandbox.
  const paymentProvider = vars.PAYMENT_PROVIDER ?? (vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'sandbox');
  if (paymentProvider === 'stripe') {
    requireVars(vars, ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'], 'PAYMENT_PROVIDER=stripe');
  }
  if (vars.BANK_LINK_PROVIDER === 'plaid') {
    requireVars(vars, ['PLAID_CLIENT_ID', 'PLAID_SECRET'], 'BANK_LINK_PROVIDER=plaid');
  }
  // Half an analytics setup would send events nowhere (or to a default vendor host): refuse it.
  if (vars.ANALYTICS_API_KEY) requireVars(vars, ['ANALYTICS_SERVER_URL'], 'ANALYTICS_API_KEY is set');
  if (vars.ANALYTICS_SERVER_URL) requireVars(vars, ['ANALYTICS_API_KEY'], 'ANALYTICS_SERVER_URL is set');

  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const window = vars.RATE_LIMIT_WINDOW_MS;

  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: withDatabaseSizes(parseDatabaseUrl(vars.DATABASE_URL, dataDir, cwd), { pageCacheBytes: vars.SQLITE_CACHE_MB * MIB, mmapBytes: vars.SQLITE_MMAP_MB * MIB, poolSize: vars.DATABASE_POOL_SIZE }),
    sessionSecret: vars.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM ?? `Marketplace <no-reply@${new URL(publicUrl).hostname}>`,
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(cwd, vars.WEB_DIST_DIR) : path.resolve(apiPackageRoot(), '../web/dist'),
    mediaDir: vars.MEDIA_DIR ? path.resolve(cwd, vars.MEDIA_DIR) : path.join(dataDir, 'uploads'),
    bankingDetailsKey: (vars.BANKING_DETAILS_KEY ? decodeKey(vars.BANKING_DETAILS_KEY) : null) ?? readOrCreateBankingKey(dataDir),
    payments: {
      provider: paymentProvider,
      stripeSecretKey: vars.STRIPE_SECRET_KEY ?? null,
      stripePublishableKey: vars.STRIPE_PUBLISHABLE_KEY ?? null,
      stripeWebhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
      stripeApiUrl: vars.STRIPE_API_URL ?? null,
    },
    bankLink: {
      provider: vars.BANK_LINK_PROVIDER,
      plaidClientId: vars.PLAID_CLIENT_ID ?? null,
      plaidSecret: vars.PLAID_SECRET ?? null,
      plaidEnv: vars.PLAID_ENV,
      plaidApiUrl: vars.PLAID_API_URL ?? null,
      accessTokenKey: (vars.BANK_LINK_TOKEN_KEY ? decodeAccessTokenKey(vars.BANK_LINK_TOKEN_KEY) : null) ?? readOrCreateAccessTokenKey(dataDir),
    },
    analytics:
      vars.ANALYTICS_API_KEY && vars.ANALYTICS_SERVER_URL
        ? { apiKey: vars.ANALYTICS_API_KEY, serverUrl: vars.ANALYTICS_SERVER_URL }
        : null,
    support: vars.SUPPORT_WIDGET_URL ? { widgetUrl: vars.SUPPORT_WIDGET_URL } : null,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY === 'true',
    rateLimits: {
      login: { max: vars.RATE_LIMIT_LOGIN_MAX, windowMs: window },
      passwordReset: { max: vars.RATE_LIMIT_PASSWORD_RESET_MAX, windowMs: window },
      contact: { max: vars.RATE_LIMIT_CONTACT_MAX, windowMs: window },
      signup: { max: vars.RATE_LIMIT_SIGNUP_MAX, windowMs: window },
    },
    caches: { catalogAnswerBytes: vars.CATALOG_CACHE_MB * MIB, searchAnswerBytes: vars.SEARCH_CACHE_MB * MIB },
    searchIndex: vars.SEARCH_INDEX,
    jobWorker: vars.JOB_WORKER,
    payoutSchedule: vars.PAYOUT_SCHEDULE,
    metricsToken: vars.METRICS_TOKEN ?? null,
    securityContact: vars.SECURITY_CONTACT ?? `mailto:security@${new URL(publicUrl).hostname}`,
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, keyPrefix: vars.REDIS_KEY_PREFIX } : null,
    objectStorage: vars.S3_BUCKET
      ? {
          endpoint: vars.S3_ENDPOINT ?? null,
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION ?? 'us-east-1',
          accessKeyId: vars.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
    workers: vars.WORKERS,
  };
}

function requireVars<K extends string>(vars: Partial<Record<K, string>>, names: K[], because: string): void {
  const missing = names.filter((name) => !vars[name]);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration. ${missing.join(', ')}: required when ${because}.`);
  }
}

/** An SQLite configuration with its memory settings, a PostgreSQL one with its pool's size. */
function withDatabaseSizes(database: DatabaseConfig, sizes: { pageCacheBytes: number; mmapBytes: number; poolSize: number }): DatabaseConfig {
  return database.dialect === 'sqlite' ? { ...database, pageCacheBytes: sizes.pageCacheBytes, mmapBytes: sizes.mmapBytes } : { ...database, poolSize: sizes.poolSize };
}

/**
 * `postgres://` or `postgresql://` selects PostgreSQL; `sqlite:`/`file:` URLs or a plain path
 * select an SQLite file; nothing selects `marketplace.sqlite` inside DATA_DIR.
 */
export function parseDatabaseUrl(value: string | undefined, dataDir: string, cwd: string): DatabaseConfig {
  if (!value) return { dialect: 'sqlite', filename: path.join(dataDir, 'marketplace.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(value)) {
    try {
      new URL(value);
    } catch {
      throw new ConfigError('Invalid configuration. DATABASE_URL: not a valid postgres:// URL.');
    }
    return { dialect: 'postgres', connectionString: value };
  }
  const filePath = value.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(filePath) || filePath === '') {
    throw new ConfigError('Invalid configuration. DATABASE_URL: use postgres://…, sqlite:<path> or a file path.');
  }
  return { dialect: 'sqlite', filename: filePath === ':memory:' ? filePath : path.resolve(cwd, filePath) };
}

/**
 * A local run needs no setup: the first start writes a random secret next to the data, so
 * sessions survive restarts. Production sets SESSION_SECRET explicitly.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** A 32-byte key written as 64 hex characters or as base64; null for anything else. */
function decodeKey(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/**
 * Outside production a local run needs no setup: the first start writes a random banking key
 * next to the data (like the session secret), so saved account numbers stay readable.
 */
function readOrCreateBankingKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'banking-details-key');
  if (existsSync(file)) {
    const key = decodeKey(readFileSync(file, 'utf8').trim());
    if (key) return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}
