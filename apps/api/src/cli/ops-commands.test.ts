import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, tokenFrom } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { openAppJobQueue } from '../jobs/app-job-queue';
import { createJobProviders } from '../jobs/job-providers';
import type { JobQueue } from '../jobs/job-queue';
import { createMailer } from '../providers/mail/create-mailer';
import type { Mailer } from '../providers/mail/mailer';
import { UsageError } from './exit-with-error';
import { silentJobLog } from './jobs-commands';
import { inviteCommand, listContactMessagesCommand } from './ops-commands';
import type { OpsContext } from './ops-commands';

let t: TestApp;
let mailer: Mailer;
let jobs: JobQueue;
let lines: string[];
let ctx: OpsContext;

beforeAll(async () => {
  t = await startTestApp();
  // The CLI's own mailer, writing to the same outbox as the app.
  mailer = createMailer(t.config, { info: () => undefined });
  jobs = await openAppJobQueue(t.app.db, t.database, await createJobProviders(t.config, mailer), silentJobLog);
  ctx = { db: t.app.db, jobs, publicUrl: t.config.publicUrl, print: (line) => lines.push(line) };
});
afterAll(async () => {
  await jobs.stop();
  await mailer.close();
  await t.close();
});

describe('ops contact-messages', () => {
  it('says when there are none', async () => {
    lines = [];
    await listContactMessagesCommand(ctx, {});
    expect(lines).toEqual(['No contact messages.']);
  });

  it('lists messages newest first', async () => {
    await t.client().post('/api/home_page_message', { email: 'first@example.com', message: 'First' });
    await t.client().post('/api/home_page_message', { email: 'second@example.com', message: 'Second\nwith two lines' });
    lines = [];
    await listContactMessagesCommand(ctx, {});
    const text = lines.join('\n');
    expect(text.indexOf('second@example.com')).toBeLessThan(text.indexOf('first@example.com'));
    expect(text).toContain('    with two lines');
    expect(lines.at(-1)).toBe('2 messages.');
    lines = [];
    await listContactMessagesCommand(ctx, { limit: '1' });
    expect(lines.at(-1)).toBe('1 message.');
    await expect(listContactMessagesCommand(ctx, { limit: 'all' })).rejects.toThrow(UsageError);
  });
});

describe('ops invite', () => {
  it('invites into a company found by name and prints a link that works', async () => {
    lines = [];
    await inviteCommand(ctx, { company: 'northwind lumber co.', email: 'yard@example.com', type: 'supplier' });
    expect(lines[0]).toMatch(/^Invited yard@example.com to Northwind Lumber Co. as supplier/);
    const link = lines[1]?.replace('Link: ', '');
    const mail = (await t.outbox()).find((message) => message.to === 'yard@example.com');
    expect(mail?.links.create_account).toBe(link);
    expect(mail?.text).toContain('The marketplace team invited you');
    const created = await t.client().post('/api/auth/create_account/', {
      token: tokenFrom(link),
      first_name: 'Yard',
      last_name: 'Hand',
      password: 'forklift-yard-9',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ user_type: 'supplier', company: { name: 'Northwind Lumber Co.' } });
  });

  it('accepts a company id and any receiver spelling', async () => {
    const company = await t.app.db.selectFrom('companies').select('id').where('name', '=', 'Summit Builders').executeTakeFirstOrThrow();
    lines = [];
    await inviteCommand(ctx, { company: company.id, email: 'gate@example.com', type: 'builder receiver' });
    expect(lines[0]).toContain('as builder_receiver');
  });

  it('explains what is wrong', async () => {
    await expect(inviteCommand(ctx, { company: 'Summit Builders', email: 'x@example.com' })).rejects.toThrow('--company, --email and --type');
    await expect(inviteCommand(ctx, { company: 'Nobody Inc', email: 'x@example.com', type: 'builder' })).rejects.toThrow('No company named');
    await expect(inviteCommand(ctx, { company: 'Summit Builders', email: 'nope', type: 'builder' })).rejects.toThrow('--email: Enter a valid email address.');
    await expect(inviteCommand(ctx, { company: 'Summit Builders', email: 'x@example.com', type: 'supplier' })).rejects.toThrow(
      'A builder company can invite builders and builder receivers.',
    );
    await expect(inviteCommand(ctx, { company: 'Summit Builders', email: 'builder@example.com', type: 'builder' })).rejects.toThrow(
      'An account with this email already exists.',
    );
  });
});
