import { afterAll, beforeAll, expect, it } from 'vitest';
import { BrowserSession } from './browser-session';
import { makeDataDir, outbox, startServer } from './server-process';

const data = makeDataDir();
beforeAll(async () => {
  // The first start creates and seeds the embedded database.
  await (await startServer(data.dir)).stop();
});
afterAll(() => data.remove());

it('sends the email of a committed change exactly once after the server was killed before sending it', async () => {
  // No worker in this process: the commit happens, the email can only wait in the queue.
  const first = await startServer(data.dir, { JOB_WORKER: 'off' });
  const answer = await new BrowserSession(first.base).post('/api/auth/password_reset/', { email: 'builder@example.com' });
  expect(answer.status).toBe(200);
  await first.killHard();
  expect(outbox(data.dir)).toEqual([]);

  const second = await startServer(data.dir);
  try {
    for (let i = 0; i < 100 && outbox(data.dir).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    // Time for a second copy to show up, were the job run twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sent = outbox(data.dir);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'builder@example.com', links: { reset_password: expect.stringContaining('/password/reset_verify?token=') } });
  } finally {
    await second.stop();
  }
});
