import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('outbox mailer', () => {
  it('writes an .eml and a .json per message and logs the links', async () => {
    const logged: { details: object; message: string }[] = [];
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createOutboxMailer({
      outboxDir,
      from: 'Marketplace <no-reply@marketplace.test>',
      log: { info: (details, message) => logged.push({ details, message }) },
    });
    const link = 'http://marketplace.test/app/v2/password/reset_verify?token=abc';
    await mailer.send({ to: 'dana@example.com', subject: 'Reset your password', text: `Hello\n${link}`, links: { reset_password: link } });
    await mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    const [eml, json] = files.sort((a, b) => a.localeCompare(b));
    expect(eml).toMatch(/\.eml$/);
    expect(json).toMatch(/\.json$/);
    const raw = await readFile(path.join(outboxDir, eml ?? ''), 'utf8');
    expect(raw).toContain('To: dana@example.com');
    expect(raw).toContain('From: Marketplace <no-reply@marketplace.test>');
    expect(raw).toContain('Subject: Reset your password');
    expect(JSON.parse(await readFile(path.join(outboxDir, json ?? ''), 'utf8'))).toEqual({
      to: 'dana@example.com',
      subject: 'Reset your password',
      text: `Hello\n${link}`,
      links: { reset_password: link },
      created_at: expect.any(String),
    });
    expect(logged).toEqual([{ details: expect.objectContaining({ links: { reset_password: link } }), message: 'Email written to the outbox' }]);
  });
});
