import { randomUUID } from 'node:crypto';
import type { AccountType, InvitationResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { CompanyRole } from '../../db/purchasing-schema';
import type { CompanyType, Database } from '../../db/schema';
import { notFound, permissionDenied, validationError } from '../../lib/app-error';
import { appLink } from '../../lib/links';
import { DAY_MS, isoAfter, nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import { findCompanyById } from '../companies/companies.repository';
import { recordCompanyAction } from '../company/company-audit';
import { MANAGING_ROLES, ROLE_NEEDED } from '../company/company-roles';
import { emailTaken, normalizeEmail } from '../users/users.repository';
import { invitationEmail } from './invitation-email';
import { deletePendingInvitations, insertInvitation } from './invitations.repository';

/** Invitation links expire after a week. */
export const INVITATION_TTL_MS = 7 * DAY_MS;

/** Which account types each kind of company may invite into itself. */
export const invitableTypes: Record<CompanyType, readonly AccountType[]> = {
  builder: ['builder', 'builder_receiver'],
  supplier: ['supplier'],
};

/** Who is inviting: a member of the company, or an operator (from the CLI). */
export type Inviter =
  | { kind: 'user'; userId: string; userType: AccountType; companyRole: CompanyRole | null; name: string; companyId: string }
  | { kind: 'operator'; companyId: string };

/** A created invitation and its link (the token exists only in the link and the email). */
export interface CreatedInvitation {
  invitation: InvitationResponse;
  link: string;
}

/** Rules for inviting people into a company. */
export interface InvitationsService {
  invite(inviter: Inviter, request: { email: string; user_type: AccountType; company_role?: CompanyRole | undefined }): Promise<CreatedInvitation>;
}

/**
 * The role a builder colleague joins with, null for receivers and suppliers (decision 0160): only
 * an owner invites an owner. Without a role a builder joins as an admin, as every invited builder
 * did before roles existed.
 */
function builderRoleOf(inviter: Inviter, request: { user_type: AccountType; company_role?: CompanyRole | undefined }): CompanyRole | null {
  if (request.user_type !== 'builder') {
    if (request.company_role !== undefined) {
      throw validationError({ company_role: 'Only a builder colleague joins with a company role: leave it out for a receiver or a supplier.' });
    }
    return null;
  }
  const role = request.company_role ?? 'admin';
  if (role === 'owner' && inviter.kind === 'user' && inviter.companyRole !== 'owner') throw permissionDenied(ROLE_NEEDED.inviteOwner);
  return role;
}

/** Creates the invitations service. */
export function createInvitationsService(deps: { db: Kysely<Database>; jobs: JobQueue; publicUrl: string }): InvitationsService {
  return {
    async invite(inviter, request) {
      if (inviter.kind === 'user' && inviter.userType === 'builder_receiver') {
        throw permissionDenied('Builder receivers cannot invite people.');
      }
      const company = await findCompanyById(deps.db, inviter.companyId);
      if (!company) throw notFound('That company does not exist.');

      // In a builder company only an owner or admin invites (decision 0160).
      if (company.company_type === 'builder' && inviter.kind === 'user' && (inviter.companyRole === null || !MANAGING_ROLES.includes(inviter.companyRole))) {
        throw permissionDenied(ROLE_NEEDED.invite);
      }
      const allowed = invitableTypes[company.company_type];
      if (!allowed.includes(request.user_type)) {
        throw validationError({
          user_type:
            company.company_type === 'builder'
              ? 'A builder company can invite builders and builder receivers.'
              : 'A supplier company can invite suppliers only.',
        });
      }
      const companyRole = builderRoleOf(inviter, request);
      if (await emailTaken(deps.db, request.email)) {
        throw validationError({ email: 'An account with this email already exists.' });
      }

      const token = generateToken();
      const now = new Date();
      const invitation = {
        id: randomUUID(),
        company_id: company.id,
        invited_by: inviter.kind === 'user' ? inviter.userId : null,
        email: request.email.trim(),
        email_normalized: normalizeEmail(request.email),
        user_type: request.user_type,
        company_role: companyRole,
        token_hash: hashToken(token),
        created_at: nowIso(),
        expires_at: isoAfter(INVITATION_TTL_MS, now),
        accepted_at: null,
      };
      const link = appLink(deps.publicUrl, '/create_account', { token });
      await deps.db.transaction().execute(async (trx) => {
        await deletePendingInvitations(trx, company.id, invitation.email_normalized);
        await insertInvitation(trx, invitation);
        if (inviter.kind === 'user' && company.company_type === 'builder') {
          // Giving a role, even one that waits for its acceptance, is a role change (decision 0160).
          await recordCompanyAction(trx, {
            companyId: company.id,
            actorUserId: inviter.userId,
            action: 'invitation.create',
            subjectType: 'invitation',
            subjectId: invitation.id,
            before: null,
            after: { email: invitation.email, user_type: invitation.user_type, company_role: invitation.company_role },
          });
        }
        await queueEmails(deps.jobs, trx, [
          invitationEmail({
            to: invitation.email,
            inviterName: inviter.kind === 'user' ? inviter.name : 'The marketplace team',
            companyName: company.name,
            userType: invitation.user_type,
            link,
          }),
        ]);
      });

      return {
        invitation: { id: invitation.id, email: invitation.email, user_type: invitation.user_type, company_role: invitation.company_role, expires_at: invitation.expires_at },
        link,
      };
    },
  };
}
