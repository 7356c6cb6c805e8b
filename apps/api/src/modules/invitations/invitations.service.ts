import { randomUUID } from 'node:crypto';
import type { AccountType, InvitationResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { CompanyType, Database } from '../../db/schema';
import { notFound, permissionDenied, validationError } from '../../lib/app-error';
import { appLink } from '../../lib/links';
import { DAY_MS, isoAfter, nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import { findCompanyById } from '../companies/companies.repository';
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
  | { kind: 'user'; userId: string; userType: AccountType; name: string; companyId: string }
  | { kind: 'operator'; companyId: string };

/** A created invitation and its link (the token exists only in the link and the email). */
export interface CreatedInvitation {
  invitation: InvitationResponse;
  link: string;
}

/** Rules for inviting people into a company. */
export interface InvitationsService {
  invite(inviter: Inviter, request: { email: string; user_type: AccountType }): Promise<CreatedInvitation>;
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

      const allowed = invitableTypes[company.company_type];
      if (!allowed.includes(request.user_type)) {
        throw validationError({
          user_type:
            company.company_type === 'builder'
              ? 'A builder company can invite builders and builder receivers.'
              : 'A supplier company can invite suppliers only.',
        });
      }
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
        token_hash: hashToken(token),
        created_at: nowIso(),
        expires_at: isoAfter(INVITATION_TTL_MS, now),
        accepted_at: null,
      };
      const link = appLink(deps.publicUrl, '/create_account', { token });
      await deps.db.transaction().execute(async (trx) => {
        await deletePendingInvitations(trx, company.id, invitation.email_normalized);
        await insertInvitation(trx, invitation);
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
        invitation: { id: invitation.id, email: invitation.email, user_type: invitation.user_type, expires_at: invitation.expires_at },
        link,
      };
    },
  };
}
