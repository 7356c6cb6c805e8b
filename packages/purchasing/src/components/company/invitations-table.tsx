import { DataTable, formatMoment, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { CompanyInvitationData } from '../../api/company-api';
import { roleWords } from './role-words';

/** Invitations not accepted yet, with the role each gives and when it expires. */
export function InvitationsTable({ invitations }: { invitations: readonly CompanyInvitationData[] }): ReactElement {
  const columns: DataTableColumn<CompanyInvitationData>[] = [
    { id: 'email', header: 'Email', cell: (invitation) => invitation.email, isRowHeader: true },
    { id: 'role', header: 'Role', cell: (invitation) => (invitation.companyRole ? roleWords[invitation.companyRole] : 'Receiver') },
    { id: 'sent', header: 'Sent', cell: (invitation) => formatMoment(invitation.createdAt) ?? '—' },
    { id: 'expires', header: 'Expires', cell: (invitation) => formatMoment(invitation.expiresAt) ?? '—' },
  ];
  return <DataTable aria-label="Pending invitations" columns={columns} rows={invitations} getRowId={(invitation) => invitation.id} />;
}
