import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { apiPackageRoot } from './lib/package-root';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'api-config-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults for a local run', async () => {
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(dir, 'data'),
      database: { dialect: 'sqlite', filename: path.join(dir, 'data', 'marketplace.sqlite') },
      publicUrl: 'http://localhost:8080',
      secureCookies: false,
      smtpUrl: null,
      webDistDir: path.resolve(apiPackageRoot(), '../web/dist'),
      payments: { provider: 'sandbox' },
      bankLink: { provider: 'sandbox', plaidEnv: 'sandbox' },
      logLevel: 'info',
      rateLimits: { login: { max: 10, windowMs: 60_000 } },
      caches: { catalogAnswerBytes: 16 * 1024 * 1024, searchAnswerBytes: 16 * 1024 * 1024 },
      securityContact: 'mailto:security@localhost',
    });
    // A generated secret is stored privately in DATA_DIR and reused on the next start.
    const file = path.join(dir, 'data', 'session-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(config.sessionSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, dir).sessionSecret).toBe(config.sessionSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/srv/data',
        DATABASE_URL: 'postgres://app@db:5432/market',
        SESSION_SECRET: 's'.repeat(40),
        PUBLIC_URL: 'https://market.example.com/',
        SMTP_URL: 'smtp://mail:25',
        WEB_DIST_DIR: 'web',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN_MAX: '3',
        CATALOG_CACHE_MB: '64',
        SEARCH_CACHE_MB: '8',
        SQLITE_CACHE_MB: '48',
        SECURITY_CONTACT: 'https://market.example.com/report-a-vulnerability',
      },
      dir,
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/data',
      database: { dialect: 'postgres', connectionString: 'postgres://app@db:5432/market', poolSize: 10 },
      sessionSecret: 's'.repeat(40),
      publicUrl: 'https://market.example.com',
      secureCookies: true,
      smtpUrl: 'smtp://mail:25',
      webDistDir: path.join(dir, 'web'),
      logLevel: 'warn',
      rateLimits: { login: { max: 3 } },
      caches: { catalogAnswerBytes: 64 * 1024 * 1024, searchAnswerBytes: 8 * 1024 * 1024 },
      securityContact: 'https://market.example.com/report-a-vulnerability',
    });
    // Without SECURITY_CONTACT, reports go to security@ the public host.
    expect(loadConfig({ PUBLIC_URL: 'https://market.example.com', SESSION_SECRET: 's'.repeat(32) }, dir).securityContact).toBe('mailto:security@market.example.com');
  });

  it('gives SQLite its memory settings: a 32 MiB page cache and no mapped file unless told', () => {
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(32) }, dir).database).toMatchObject({ pageCacheBytes: 32 * 1024 * 1024, mmapBytes: 0 });
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(32), SQLITE_CACHE_MB: '8', SQLITE_MMAP_MB: '256' }, dir).database).toMatchObject({
      pageCacheBytes: 8 * 1024 * 1024,
      mmapBytes: 256 * 1024 * 1024,
    });
  });

  it('reads SQLite URLs and paths', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:db/app.sqlite', SESSION_SECRET: 's'.repeat(32) }, dir).database).toMatchObject({
      dialect: 'sqlite',
      filename: path.join(dir, 'db', 'app.sqlite'),
    });
    expect(loadConfig({ DATABASE_URL: '/var/app.sqlite', SESSION_SECRET: 's'.repeat(32) }, dir).database).toMatchObject({
      dialect: 'sqlite',
      filename: '/var/app.sqlite',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'market.example.com' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY'],
    [{ BANK_LINK_PROVIDER: 'plaid', PLAID_CLIENT_ID: 'x' }, 'PLAID_SECRET'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL'],
    [{ RATE_LIMIT_CONTACT_MAX: '0' }, 'RATE_LIMIT_CONTACT_MAX'],
    [{ CATALOG_CACHE_MB: 'lots' }, 'CATALOG_CACHE_MB'],
    [{ SEARCH_CACHE_MB: '0' }, 'SEARCH_CACHE_MB'],
    [{ SQLITE_CACHE_MB: '0' }, 'SQLITE_CACHE_MB'],
    [{ SQLITE_MMAP_MB: '-1' }, 'SQLITE_MMAP_MB'],
    [{ SECURITY_CONTACT: 'security@example.com' }, 'SECURITY_CONTACT'],
    [{ SECURITY_CONTACT: 'http://example.com/security' }, 'SECURITY_CONTACT'],
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig({ SESSION_SECRET: 's'.repeat(32), ...env }, dir)).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_SECRET: 's'.repeat(32), ...env }, dir)).toThrow(name);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SESSION_SECRET: 's'.repeat(32) }, dir).port).toBe(8080);
  });

  it('runs alone unless told of a fleet: no Redis, no bucket, one process', () => {
    expect(loadConfig({}, dir)).toMatchObject({ redis: null, objectStorage: null, workers: 1 });
  });

  it('reads the fleet’s Redis, bucket and processes', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://db.internal/marketplace',
        REDIS_URL: 'redis://cache.internal:6379/2',
        REDIS_KEY_PREFIX: 'staging:',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'marketplace-media',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        WORKERS: '4',
        DATABASE_POOL_SIZE: '25',
      },
      dir,
    );
    expect(config).toMatchObject({
      redis: { url: 'redis://cache.internal:6379/2', keyPrefix: 'staging:' },
      objectStorage: { endpoint: 'http://127.0.0.1:9000', bucket: 'marketplace-media', region: 'eu-west-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true },
      workers: 4,
      database: { dialect: 'postgres', connectionString: 'postgres://db.internal/marketplace', poolSize: 25 },
    });
  });

  it('refuses several processes without PostgreSQL and Redis, and half a bucket', () => {
    const postgres = { DATABASE_URL: 'postgres://db.internal/marketplace' };
    expect(() => loadConfig({ ...postgres, WORKERS: '2' }, dir)).toThrow(/REDIS_URL: required when WORKERS is more than 1/);
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', WORKERS: '2' }, dir)).toThrow(/DATABASE_URL: a postgres:\/\/ URL is required when WORKERS is more than 1/);
    expect(() => loadConfig({ WORKERS: '0' }, dir)).toThrow(/WORKERS: Use 1 or more/);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' }, dir)).toThrow(/REDIS_URL: Use a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ S3_BUCKET: 'media' }, dir)).toThrow(/S3_REGION: required when S3_ENDPOINT or S3_BUCKET is set/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket', S3_REGION: 'us-east-1' }, dir)).toThrow(/S3_BUCKET: Use a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'key' }, dir)).toThrow(/S3_SECRET_ACCESS_KEY: required when one of the S3 keys is set/);
  });

  it('in production, needs its own secrets, and Redis behind a balancer', () => {
    const keys = { BANKING_DETAILS_KEY: 'a'.repeat(64), BANK_LINK_TOKEN_KEY: 'b'.repeat(64) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...keys }, dir)).toThrow(/SESSION_SECRET: required when NODE_ENV=production/);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), ...keys };
    expect(loadConfig(production, dir).workers).toBe(1);
    expect(() => loadConfig({ ...production, LOAD_BALANCED: 'true' }, dir)).toThrow(/REDIS_URL: required when LOAD_BALANCED=true in production/);
    expect(loadConfig({ ...production, LOAD_BALANCED: 'true', REDIS_URL: 'redis://127.0.0.1:6379' }, dir).redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'marketplace:' });
  });
});
