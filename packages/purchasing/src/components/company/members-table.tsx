import { Button, DataTable, formatMoney, Modal, Stack, type DataTableColumn } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import type { CompanyMemberData } from '../../api/company-api';
import { MemberLimitsForm } from './member-limits-form';
import { MemberRoleForm } from './member-role-form';
import { roleWords } from './role-words';

/** A member's full name, or their email when they gave none. */
export const memberName = (member: Pick<CompanyMemberData, 'firstName' | 'lastName' | 'email'>) => `${member.firstName} ${member.lastName}`.trim() || member.email;

/** A member's limits in words: "$500.00 per order, $5,000.00 a month"; "No limits" when none is set. */
export function limitsWords({ limits }: CompanyMemberData): string {
  const parts = [
    limits.orderLimitCents === null ? null : `${formatMoney(limits.orderLimitCents)} per order`,
    limits.monthlyLimitCents === null ? null : `${formatMoney(limits.monthlyLimitCents)} a month`,
    limits.approvalLimitCents === null ? null : `approves up to ${formatMoney(limits.approvalLimitCents)}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'No limits';
}

/** Props of {@link MembersTable}. */
export interface MembersTableProps {
  members: readonly CompanyMemberData[];
  /** Whether the signed-in user is an owner (only owners make owners). */
  isOwner: boolean;
}

/**
 * The company's members: name, email, role, limits and the projects they approve, with "Manage"
 * opening a dialog to change the role and the limits. Receivers have neither.
 */
export function MembersTable({ members, isOwner }: MembersTableProps): ReactElement {
  const [managingId, setManagingId] = useState<string | null>(null);
  const managing = members.find((member) => member.id === managingId) ?? null;
  const columns: DataTableColumn<CompanyMemberData>[] = [
    { id: 'name', header: 'Name', cell: memberName, isRowHeader: true },
    { id: 'email', header: 'Email', cell: (member) => member.email },
    { id: 'role', header: 'Role', cell: (member) => (member.companyRole ? roleWords[member.companyRole] : 'Receiver') },
    { id: 'limits', header: 'Limits', cell: (member) => (member.companyRole ? limitsWords(member) : '—') },
    { id: 'projects', header: 'Approves for', cell: (member) => member.approverProjects.map((project) => project.name).join(', ') || '—' },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (member) =>
        member.companyRole ? (
          <Button size="sm" variant="secondary" aria-label={`Manage ${memberName(member)}`} onPress={() => setManagingId(member.id)}>
            Manage
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <DataTable aria-label="Members" columns={columns} rows={members} getRowId={(member) => member.id} />
      <Modal isOpen={managing !== null} onOpenChange={(open) => (open ? undefined : setManagingId(null))} title={managing ? `Manage ${memberName(managing)}` : 'Manage'} size="md">
        {managing ? (
          <Stack gap="lg">
            <MemberRoleForm key={`role-${managing.id}-${managing.companyRole ?? ''}`} member={managing} name={memberName(managing)} isOwner={isOwner} />
            {managing.companyRole === 'owner' ? (
              <p>An owner has no limits: make them an admin, approver or buyer to set some.</p>
            ) : (
              <MemberLimitsForm key={`limits-${managing.id}`} member={managing} name={memberName(managing)} />
            )}
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
