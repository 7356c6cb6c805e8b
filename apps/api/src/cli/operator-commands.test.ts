import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCode } from '../testing/operators';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { UsageError } from './exit-with-error';
import { operatorCreateCommand, operatorDisableCommand } from './operator-commands';

let t: TestApp;
let lines: string[];
const ctx = () => ({ db: t.app.db, print: (line: string) => lines.push(line) });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('ops operator-create and operator-disable', () => {
  it('creates an operator whose printed password and TOTP secret sign in, once; disabling signs it out', async () => {
    lines = [];
    await operatorCreateCommand(ctx(), { email: 'Ada@Ops.test', name: ' Ada Operator ' }, t.config.bankingDetailsKey);
    expect(lines[0]).toMatch(/^Created the operator Ada Operator <Ada@Ops\.test> \(id [0-9a-f-]{36}\)\.$/);
    const password = /password: +(\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    const secret = /TOTP secret: +([A-Z2-7]+)/.exec(lines.join('\n'))?.[1] ?? '';
    const uri = /otpauth URI: +(\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(secret).toHaveLength(32);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(uri).toContain(secret);
    // The secret is stored encrypted, the password hashed.
    const row = await t.app.db.selectFrom('operator_accounts').selectAll().where('email_normalized', '=', 'ada@ops.test').executeTakeFirstOrThrow();
    expect(row.totp_secret_encrypted).not.toContain(secret);
    expect(row.password_hash).not.toContain(password);

    const browser = t.client();
    const signedIn = await browser.post('/api/operator/auth/login/', { email: 'ada@ops.test', password, code: operatorCode(secret) });
    expect(signedIn.statusCode).toBe(200);
    lines = [];
    await operatorDisableCommand(ctx(), { email: 'ADA@ops.test' });
    expect(lines).toEqual(['Disabled the operator ADA@ops.test; their sessions have ended.']);
    expect((await browser.get('/api/operator/auth/me/')).statusCode).toBe(401);
  });

  it('refuses a missing or bad email or name, a taken email, and disabling twice or an unknown account', async () => {
    await expect(operatorCreateCommand(ctx(), { name: 'No Email' }, t.config.bankingDetailsKey)).rejects.toThrow(/operator-create needs --email/);
    await expect(operatorCreateCommand(ctx(), { email: 'not-an-email', name: 'Bad' }, t.config.bankingDetailsKey)).rejects.toThrow(/--email: Enter a valid email address/);
    await expect(operatorCreateCommand(ctx(), { email: 'bo@ops.test' }, t.config.bankingDetailsKey)).rejects.toThrow(/operator-create needs --name/);
    await expect(operatorCreateCommand(ctx(), { email: 'bo@ops.test', name: '\u202EBo' }, t.config.bankingDetailsKey)).rejects.toThrow(/--name: /);
    await expect(operatorCreateCommand(ctx(), { email: 'ada@ops.test', name: 'Ada Again' }, t.config.bankingDetailsKey)).rejects.toThrow(UsageError);
    await expect(operatorDisableCommand(ctx(), { email: 'ada@ops.test' })).rejects.toThrow(/already disabled/);
    await expect(operatorDisableCommand(ctx(), { email: 'nobody@ops.test' })).rejects.toThrow(/No operator account has the email nobody@ops\.test/);
    await expect(operatorDisableCommand(ctx(), {})).rejects.toThrow(/operator-disable needs --email/);
  });
});
