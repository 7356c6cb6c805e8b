import type { CompanyRole } from '@marketplace/contracts';
import type { CompanyMemberData } from '../../api/company-api';
import type { ProjectApproverData } from '../../api/project-approvers-api';
import { memberName } from '../company/members-table';

/** Someone the form offers as an approver of the project. */
export interface ApproverChoice {
  id: string;
  name: string;
  email: string;
  role: CompanyRole;
}

/** The roles the API accepts as a project's approvers (apps/api company-roles.ts, `APPROVING_ROLES`). */
const approvingRoles: readonly CompanyRole[] = ['owner', 'admin', 'approver'];

/**
 * The members who may approve, in the members list's order (owners, admins, approvers, by name),
 * then any current approver the list does not show, so saving never drops someone unseen.
 */
export function approverChoices(members: readonly CompanyMemberData[], approvers: readonly ProjectApproverData[]): ApproverChoice[] {
  const choices: ApproverChoice[] = [];
  for (const member of members) {
    if (member.companyRole && approvingRoles.includes(member.companyRole)) {
      choices.push({ id: member.id, name: memberName(member), email: member.email, role: member.companyRole });
    }
  }
  for (const approver of approvers) {
    if (!choices.some((choice) => choice.id === approver.id)) {
      choices.push({ id: approver.id, name: memberName(approver), email: approver.email, role: approver.companyRole });
    }
  }
  return choices;
}
