import { invitationRequestSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { findCompaniesByName, findCompanyById } from '../modules/companies/companies.repository';
import type { CompanyRecord } from '../modules/companies/companies.repository';
import { createContactService } from '../modules/contact/contact.service';
import { createInvitationsService } from '../modules/invitations/invitations.service';
import type { JobQueue } from '../jobs/job-queue';
import { catalogUsage } from './catalog-commands';
import { jobsUsage } from './jobs-commands';
import { creditUsage } from './credit-commands';
import { operatorUsage } from './operator-commands';
import { storageUsage } from './storage-commands';
import { UsageError } from './exit-with-error';

/** What the operator commands need. */
export interface OpsContext {
  db: Kysely<Database>;
  /** The database's job queue, not running: a command drains what it queued itself. */
  jobs: JobQueue;
  publicUrl: string;
  /** Where results go (stdout in the CLI). */
  print(line: string): void;
}

/** The help text of the ops command. */
export const opsUsage = `Operator commands (pnpm --filter @marketplace/api ops <command>):

  contact-messages [--limit N]
      Lists home-page contact messages, newest first (default 50).

  invite --company <name or id> --email <email> --type <builder|supplier|builder_receiver>
      Invites someone into a company and emails them the create-account link.

${jobsUsage}

${catalogUsage}

${creditUsage}

${operatorUsage}

${storageUsage}

  help
      Shows this text.`;

/** Lists contact messages, newest first. */
export async function listContactMessagesCommand(ctx: OpsContext, options: { limit?: string }): Promise<void> {
  const limit = options.limit === undefined ? 50 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a whole number of at least 1.');
  const messages = await createContactService({ db: ctx.db }).list(limit);
  if (messages.length === 0) {
    ctx.print('No contact messages.');
    return;
  }
  for (const message of messages) {
    ctx.print(`${message.created_at}  ${message.email}`);
    for (const line of message.message.split('\n')) ctx.print(`    ${line}`);
    ctx.print('');
  }
  ctx.print(`${messages.length} message${messages.length === 1 ? '' : 's'}.`);
}

async function resolveCompany(db: Kysely<Database>, nameOrId: string): Promise<CompanyRecord> {
  const byId = await findCompanyById(db, nameOrId);
  if (byId) return byId;
  const matches = await findCompaniesByName(db, nameOrId);
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length === 0) throw new UsageError(`No company named or with id "${nameOrId}".`);
  throw new UsageError(
    `Several companies are named "${nameOrId}"; pass an id instead:\n${matches.map((c) => `  ${c.id}  ${c.name} (${c.company_type})`).join('\n')}`,
  );
}

/** Invites someone into a company, as an operator. */
export async function inviteCommand(ctx: OpsContext, options: { company?: string; email?: string; type?: string }): Promise<void> {
  if (!options.company || !options.email || !options.type) {
    throw new UsageError('invite needs --company, --email and --type.\n\n' + opsUsage);
  }
  const parsed = invitationRequestSchema.safeParse({ email: options.email, user_type: options.type });
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((issue) => `--${issue.path[0] === 'user_type' ? 'type' : 'email'}: ${issue.message}`).join('\n'));
  }
  const company = await resolveCompany(ctx.db, options.company);
  const service = createInvitationsService({ db: ctx.db, jobs: ctx.jobs, publicUrl: ctx.publicUrl });
  try {
    const created = await service.invite({ kind: 'operator', companyId: company.id }, parsed.data);
    ctx.print(`Invited ${created.invitation.email} to ${company.name} as ${created.invitation.user_type}; the link expires ${created.invitation.expires_at}.`);
    ctx.print(`Link: ${created.link}`);
    // The email was queued with the invitation; send it now rather than when a server next runs.
    await ctx.jobs.drain();
  } catch (error) {
    if (error instanceof AppError) {
      const details = error.fields ? Object.values(error.fields).join(' ') : error.displayError;
      throw new UsageError(`Cannot invite: ${details}`);
    }
    throw error;
  }
}
