import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createJobProviders } from '../jobs/job-providers';
import { openAppJobQueue } from '../jobs/app-job-queue';
import { createMailer } from '../providers/mail/create-mailer';
import { brandCreateCommand, categoryCreateCommand } from './catalog-commands';
import { creditApplicationsCommand, creditDecisionCommand } from './credit-commands';
import { exitWithError, UsageError } from './exit-with-error';
import { jobsCommand, silentJobLog } from './jobs-commands';
import { inviteCommand, listContactMessagesCommand, opsUsage } from './ops-commands';
import { operatorCreateCommand, operatorDisableCommand } from './operator-commands';
import { storageCopyCommand } from './storage-commands';
import type { OpsContext } from './ops-commands';

/** `pnpm ops <command>`: the operator's tools until an operator UI exists. */
function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        limit: { type: 'string' },
        company: { type: 'string' },
        email: { type: 'string' },
        type: { type: 'string' },
        application: { type: 'string' },
        approve: { type: 'boolean' },
        decline: { type: 'boolean' },
        reason: { type: 'string' },
        name: { type: 'string' },
        status: { type: 'string' },
        parent: { type: 'string' },
        position: { type: 'string' },
        retry: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // Unknown or malformed options: a usage mistake, not a crash.
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${opsUsage}`);
  }
}

type Options = ReturnType<typeof readArguments>['values'];

async function runCommand(command: string, ctx: OpsContext, values: Options, keys: { bankingDetailsKey: Buffer }): Promise<void> {
  if (command === 'contact-messages') await listContactMessagesCommand(ctx, values);
  else if (command === 'credit-applications') await creditApplicationsCommand(ctx, values);
  else if (command === 'credit-decision') await creditDecisionCommand(ctx, values);
  else if (command === 'brand-create') await brandCreateCommand(ctx, values);
  else if (command === 'category-create') await categoryCreateCommand(ctx, values);
  else if (command === 'jobs') await jobsCommand(ctx, values);
  else if (command === 'operator-create') await operatorCreateCommand(ctx, values, keys.bankingDetailsKey);
  else if (command === 'operator-disable') await operatorDisableCommand(ctx, values);
  else await inviteCommand(ctx, values);
}

async function main(): Promise<void> {
  const { positionals, values } = readArguments();
  const command = positionals[0] ?? 'help';
  if (values.help || command === 'help') {
    process.stdout.write(`${opsUsage}\n`);
    return;
  }
  const commands = ['contact-messages', 'invite', 'jobs', 'credit-applications', 'credit-decision', 'brand-create', 'category-create', 'operator-create', 'operator-disable', 'storage-copy'];
  if (!commands.includes(command)) throw new UsageError(`Unknown command "${command}".\n\n${opsUsage}`);

  const config = loadConfig();
  // Files only: no database to open or migrate.
  if (command === 'storage-copy') {
    await storageCopyCommand(config, (line) => process.stdout.write(`${line}\n`));
    return;
  }
  const database = openDatabase(config.database);
  const mailer = createMailer(config, { info: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`) });
  try {
    await migrateToLatest(database.db);
    const jobs = await openAppJobQueue(database.db, database.config, await createJobProviders(config, mailer), silentJobLog);
    const ctx: OpsContext = { db: database.db, jobs, publicUrl: config.publicUrl, print: (line: string) => process.stdout.write(`${line}\n`) };
    try {
      await runCommand(command, ctx, values, config);
    } finally {
      await jobs.stop();
    }
  } finally {
    await mailer.close();
    await database.destroy();
  }
}

main().catch((error: unknown) => exitWithError(error, 'The command failed'));
