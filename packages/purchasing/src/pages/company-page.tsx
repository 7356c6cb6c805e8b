import { errorMessage, toApiError } from '@marketplace/api-client';
import { useGetCurrentUserQuery } from '@marketplace/auth';
import { Card, EmptyState, ErrorState, PageHeader, Stack } from '@marketplace/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { useGetPurchasingSettingsQuery, useListCompanyMembersQuery, type CompanyMembersData } from '../api/company-api';
import type { AuditNames } from '../components/company/audit-event-words';
import { AuditLog } from '../components/company/audit-log';
import { InvitationsTable } from '../components/company/invitations-table';
import { InviteForm } from '../components/company/invite-form';
import { memberName, MembersTable } from '../components/company/members-table';
import { PurchasingSettingsForm } from '../components/company/purchasing-settings-form';
import { AccountCodesSection } from '../components/account-codes/account-codes-section';
import { InvoiceTolerancesSection } from '../components/tolerances/invoice-tolerances-section';
import { LoadingRegion } from '../components/shared/loading-region';
import '../styles/purchasing.css';

/** What anyone but an owner or admin sees: who manages the company, and whom to ask. */
function OnlyManagers({ message }: { message?: string }): ReactElement {
  return (
    <EmptyState
      title="Only owners and admins manage the company"
      description={message ?? 'Ask an owner or admin of your company to change roles, spending limits or the purchasing settings.'}
    />
  );
}

/** Names the audit log gives members and projects, from the members list (projects they approve). */
function namesOf(data: CompanyMembersData | undefined): AuditNames {
  const members = new Map(data?.members.map((member) => [member.id, memberName(member)] as const));
  const projects = new Map(data?.members.flatMap((member) => member.approverProjects.map((project) => [project.id, project.name] as const)));
  return { member: (id) => members.get(id), project: (id) => projects.get(id) };
}

function PurchasingSettingsSection(): ReactElement {
  const settings = useGetPurchasingSettingsQuery();
  let content: ReactElement;
  if (settings.isError) content = <ErrorState title="We could not load the settings" message={errorMessage(settings.error, 'Please try again.')} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching} titleLevel={3} />;
  else if (!settings.data) content = <LoadingRegion label="Loading the purchasing settings" height={120} />;
  // Keyed by the last change: a save shows the values as the API kept them.
  else content = <PurchasingSettingsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />;
  return (
    <Card title="Purchasing settings" description="When an order needs approval, and how long a request waits for a decision.">
      {content}
    </Card>
  );
}

/** The page of an owner or admin. */
function CompanyAdministration({ isOwner }: { isOwner: boolean }): ReactElement {
  const members = useListCompanyMembersQuery(undefined, { refetchOnMountOrArgChange: true });
  const names = useMemo(() => namesOf(members.data), [members.data]);
  if (members.isError) {
    const failure = toApiError(members.error);
    // The role may have changed since the page opened: the API's sentence says what is needed.
    if (failure.status === 403) return <OnlyManagers message={errorMessage(failure, 'Only an owner or admin can see the company’s members.')} />;
    return <ErrorState title="We could not load the members" message={errorMessage(failure, 'Please try again.')} onRetry={() => void members.refetch()} isRetrying={members.isFetching} />;
  }
  if (!members.data) return <LoadingRegion label="Loading the members" />;
  const { invitations } = members.data;
  return (
    <Stack gap="lg">
      <Card title="Members" description="Roles decide what each person may do; limits, how much they may order without approval." padding="none">
        <MembersTable members={members.data.members} isOwner={isOwner} />
      </Card>
      <Card title="Invite a colleague" description="They join with the role you choose once they accept the emailed link.">
        <Stack gap="lg">
          <InviteForm isOwner={isOwner} />
          <Stack gap="sm">
            <h3 className="mk-company-subheading">Pending invitations</h3>
            {invitations.length > 0 ? <InvitationsTable invitations={invitations} /> : <p>No invitation is waiting.</p>}
          </Stack>
        </Stack>
      </Card>
      <PurchasingSettingsSection />
      <InvoiceTolerancesSection canChange />
      <AccountCodesSection canChange />
      <Card title="Audit log" description="Every change to members, limits, settings, tolerances, account codes, approvers and budgets, every approval step, award and invoice decision, newest first.">
        <AuditLog names={names} />
      </Card>
    </Stack>
  );
}

/**
 * /company: a builder company's administration (decision 0160), for owners and admins: the
 * members with their roles, limits and the projects they approve (each changed in a dialog),
 * invitations with a role, the purchasing settings, the invoice tolerances and account codes
 * (decision 0610) and the audit log. Anyone else is told who manages the company (the API refuses
 * them anyway) and reads the invoice tolerances, which say why an invoice is an exception, and the
 * account codes, which say where the export books each line.
 */
export function CompanyPage(): ReactElement {
  const user = useGetCurrentUserQuery();
  const role = user.data?.companyRole ?? null;
  let content: ReactElement;
  if (user.isError) content = <ErrorState title="We could not load your account" message={errorMessage(user.error, 'Please try again.')} onRetry={() => void user.refetch()} isRetrying={user.isFetching} />;
  else if (!user.data) content = <LoadingRegion label="Loading the company" />;
  else if (role === null) content = <OnlyManagers />;
  // Every member with a role reads the invoice tolerances (they say why an invoice is an exception)
  // and the account codes (where the export books each line).
  else if (role !== 'owner' && role !== 'admin') {
    content = (
      <Stack gap="lg">
        <OnlyManagers />
        <InvoiceTolerancesSection canChange={false} />
        <AccountCodesSection canChange={false} />
      </Stack>
    );
  }
  else content = <CompanyAdministration isOwner={role === 'owner'} />;
  return (
    <Stack gap="lg">
      <PageHeader title="Company" description={`Members, roles, spending limits, purchasing settings, invoice tolerances and account codes${user.data?.company ? ` of ${user.data.company.name}` : ''}.`} />
      {content}
    </Stack>
  );
}

export { CompanyPage as Component };
