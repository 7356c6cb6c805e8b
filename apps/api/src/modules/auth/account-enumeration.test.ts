import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  client = t.client();
  await client.ensureCsrf();
});
afterAll(async () => {
  await t.close();
});

/** Tries per side: medians of 50 hold still under a busy machine's noise. */
const TRIES = 50;
/** Largest difference of median answer times an outsider may see between the two sides. */
const MAX_MEDIAN_GAP_MS = 20;
/** A hundred password hashes per round: minutes when CI runs other suites beside this one. */
const SLOW_TEST_MS = 600_000;
/**
 * The sign-in and sign-up checks run on SQLite only. Their time is the password hash (scrypt, the
 * same on either database) that both sides compute, up to 300 per check; the queries each side
 * sends are the same on sign-in and one transaction each on sign-up, a few milliseconds on either
 * database against the 20 ms allowed. Run on PostgreSQL too, they measured the same hashing again,
 * minutes under CI's load. The password-reset check hashes nothing: there one side writes a token
 * and queues an email and the other only reads, so its outcome depends on the database, and it
 * runs on both (it takes well under a second).
 */
const hashingCheck = it.runIf(process.env.TEST_DIALECT !== 'postgres');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** The answer as an outsider compares it: status and body, less the request id every error carries. */
async function timed(send: () => Promise<{ statusCode: number; body: string }>): Promise<Answer> {
  const started = performance.now();
  const response = await send();
  const ms = performance.now() - started;
  const { request_id: _requestId, ...body } = JSON.parse(response.body) as Record<string, unknown>;
  return { status: response.statusCode, body: JSON.stringify(body), ms };
}

/** Rounds of `TRIES` a check may take: a real difference shows in every round, a noisy one not. */
const ROUNDS = 3;

/**
 * Sends `TRIES` requests of each kind, interleaved so both meet the same machine, and checks that
 * an outsider sees the same statuses and bodies and no telling difference in time. On a machine
 * busy with other suites, one round's medians can drift apart by chance; a leak (one side doing
 * more work) keeps them apart round after round, so up to {@link ROUNDS} rounds are measured and
 * the first close one passes.
 */
async function expectIndistinguishable(forExisting: (i: number) => Promise<Answer>, forUnknown: (i: number) => Promise<Answer>): Promise<void> {
  const gaps: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const existing: Answer[] = [];
    const unknown: Answer[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      existing.push(await forExisting(round * TRIES + i));
      unknown.push(await forUnknown(round * TRIES + i));
    }
    expect(new Set([...existing, ...unknown].map((answer) => `${answer.status} ${answer.body}`)).size).toBe(1);
    gaps.push(Math.abs(median(existing.map((answer) => answer.ms)) - median(unknown.map((answer) => answer.ms))));
    if (gaps.at(-1)! < MAX_MEDIAN_GAP_MS) return;
  }
  expect(Math.min(...gaps)).toBeLessThan(MAX_MEDIAN_GAP_MS);
}

describe('whether an address has an account cannot be told', () => {
  hashingCheck('from sign-in: a wrong password and an unknown address answer alike', async () => {
    // Each try as a first failure: the delay after many (alike for both, see login-throttle.test.ts) is not what is measured.
    const forgetFailures = () => t.app.db.deleteFrom('login_failures').execute();
    await expectIndistinguishable(
      async () => {
        await forgetFailures();
        return timed(() => client.post('/api/auth/login/', { email: 'builder@example.com', password: 'not-the-password-1' }));
      },
      async (i) => {
        await forgetFailures();
        return timed(() => client.post('/api/auth/login/', { email: `nobody-${i}@example.com`, password: 'not-the-password-1' }));
      },
    );
  }, SLOW_TEST_MS);

  it('from a password reset request', async () => {
    await expectIndistinguishable(
      () => timed(() => client.post('/api/auth/password_reset/', { email: 'supplier@example.com' })),
      (i) => timed(() => client.post('/api/auth/password_reset/', { email: `nobody-${i}@example.com` })),
    );
  });

  hashingCheck('from sign-up', async () => {
    const fields = { password: 'timber-frame-42', first_name: 'Ena', last_name: 'Umerate', company_name: 'Probe Co', account_type: 'builder' };
    await expectIndistinguishable(
      () => timed(() => client.post('/api/auth/signup/', { ...fields, email: 'receiver@example.com' })),
      (i) => timed(() => client.post('/api/auth/signup/', { ...fields, email: `probe-${i}@example.com` })),
    );
    // Still no one signed in: the existing account's password was not tried, nor a session given.
    expect(client.cookie('sessionid')).toBeUndefined();
    expect((await client.post('/api/auth/login/', { email: 'receiver@example.com', password: DEMO_PASSWORD })).statusCode).toBe(200);
  }, SLOW_TEST_MS);
});
