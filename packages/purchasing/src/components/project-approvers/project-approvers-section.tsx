import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, Skeleton } from '@marketplace/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useListCompanyMembersQuery } from '../../api/company-api';
import { useGetProjectApproversQuery } from '../../api/project-approvers-api';
import { paths } from '../../paths';
import { approverChoices } from './approver-choices';
import { ProjectApproversForm } from './project-approvers-form';

/** Nobody may approve: say who could, and where roles are given. */
function NoOneEligible(): ReactElement {
  return (
    <p>
      No member can approve yet: only approvers, admins and owners can. Give someone one of these roles on the{' '}
      <Link to={paths.company.href()}>company page</Link>.
    </p>
  );
}

/**
 * The "Approvers" card of a project's budget page, for owners and admins: the members who may
 * approve, the project's approvers checked. Both lists are read again on every visit, since roles
 * and approvers change on the company page.
 */
export function ProjectApproversSection({ projectId }: { projectId: string }): ReactElement {
  const approvers = useGetProjectApproversQuery(projectId, { refetchOnMountOrArgChange: true });
  const members = useListCompanyMembersQuery(undefined, { refetchOnMountOrArgChange: true });
  const choices = useMemo(
    () => (members.data && approvers.data ? approverChoices(members.data.members, approvers.data.approvers) : undefined),
    [members.data, approvers.data],
  );
  let content: ReactElement;
  if (approvers.isError || members.isError) {
    const retry = () => {
      if (approvers.isError) void approvers.refetch();
      if (members.isError) void members.refetch();
    };
    content = (
      <ErrorState
        title="We could not load the approvers"
        message={errorMessage(approvers.error ?? members.error, 'Please try again.')}
        onRetry={retry}
        isRetrying={approvers.isFetching || members.isFetching}
        titleLevel={3}
      />
    );
  } else if (!choices || !approvers.data) {
    content = (
      <div role="status" aria-busy="true" aria-label="Loading the approvers">
        <Skeleton variant="rect" height={120} />
      </div>
    );
  } else if (choices.length === 0) {
    content = <NoOneEligible />;
  } else {
    const approverIds = approvers.data.approvers.map((approver) => approver.id);
    // Keyed by the list: once saved, or changed elsewhere, the boxes show what the API kept.
    content = <ProjectApproversForm key={[...approverIds].sort().join()} projectId={projectId} choices={choices} approverIds={approverIds} />;
  }
  return (
    <Card title="Approvers" description="Who decides on this project’s approval requests.">
      {content}
    </Card>
  );
}
