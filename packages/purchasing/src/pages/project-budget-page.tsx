import { errorMessage, toApiError } from '@marketplace/api-client';
import { useGetCurrentUserQuery } from '@marketplace/auth';
import { Card, EmptyState, ErrorState, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetBudgetProjectQuery, useGetProjectBudgetQuery, useListBudgetCategoriesQuery, type ProjectBudgetData } from '../api/budgets-api';
import { BudgetChart } from '../components/budget/budget-chart';
import { BudgetDownload } from '../components/budget/budget-download';
import { BudgetSummary } from '../components/budget/budget-summary';
import { BudgetCategoryTable, BudgetSupplierTable } from '../components/budget/budget-tables';
import { ProjectBudgetForm } from '../components/budget/project-budget-form';
import { ProjectApproversSection } from '../components/project-approvers/project-approvers-section';
import { LoadingRegion } from '../components/shared/loading-region';
import '../styles/purchasing.css';

/** The owners' and admins' form, once the catalogue's categories arrived. */
function BudgetFormSection({ projectId, budget }: { projectId: string; budget: ProjectBudgetData }): ReactElement {
  const categories = useListBudgetCategoriesQuery();
  let content: ReactElement;
  if (categories.isError) {
    content = <ErrorState title="We could not load the categories" message={errorMessage(categories.error, 'Please try again.')} onRetry={() => void categories.refetch()} isRetrying={categories.isFetching} titleLevel={3} />;
  } else if (!categories.data) content = <LoadingRegion label="Loading the categories" height={120} />;
  // Keyed by the last change: a save shows the amounts as the API kept them.
  else content = <ProjectBudgetForm key={budget.updatedAt ?? 'none'} projectId={projectId} budget={budget} categories={categories.data} />;
  return (
    <Card title="Set the budget" description="The total and, if you like, a part per category. An order that would go over it asks for approval unless the company lets budgets only warn.">
      {content}
    </Card>
  );
}

/** The budget as read: totals, the chart and the tables, or what is missing. */
function BudgetContent({ budget, projectId, fileStem }: { budget: ProjectBudgetData; projectId: string; fileStem: string }): ReactElement {
  const nothing = budget.amountCents === null && budget.byCategory.length === 0 && budget.bySupplier.length === 0;
  if (nothing) {
    return <EmptyState title="No budget and no orders yet" description="Once the project has a budget or orders, what is committed, delivered and remaining shows here." />;
  }
  return (
    <Stack gap="lg">
      <Card title="Totals" actions={<BudgetDownload projectId={projectId} fileStem={fileStem} />}>
        <BudgetSummary budget={budget} />
      </Card>
      <Card title="By category">
        {budget.byCategory.length > 0 ? (
          <Stack gap="lg">
            <BudgetChart budget={budget} />
            <BudgetCategoryTable budget={budget} />
          </Stack>
        ) : (
          <p>No orders and no category parts yet.</p>
        )}
      </Card>
      <Card title="By supplier" padding={budget.bySupplier.length > 0 ? 'none' : 'md'}>
        {budget.bySupplier.length > 0 ? <BudgetSupplierTable budget={budget} /> : <p>Nothing ordered yet.</p>}
      </Card>
    </Stack>
  );
}

/**
 * /projects/:projectId/budget: a project's budget (decision 0162): the total, what its orders
 * committed and delivered, what remains (over budget in words), a chart and a table by category, a
 * table by supplier and the CSV; owners and admins set the budget and its parts per category,
 * and choose who approves the project's requests.
 */
export function ProjectBudgetPage(): ReactElement {
  const projectId = useParams().projectId ?? '';
  const user = useGetCurrentUserQuery();
  const project = useGetBudgetProjectQuery(projectId, { skip: !projectId });
  // Orders move money from committed to delivered at any time: read again on every visit.
  const budget = useGetProjectBudgetQuery(projectId, { skip: !projectId, refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const role = user.data?.companyRole ?? null;
  const manages = role === 'owner' || role === 'admin';
  const projectName = project.data?.name;
  let content: ReactElement;
  if (budget.isError) {
    const failure = toApiError(budget.error);
    content =
      failure.status === 403 ? (
        <EmptyState title="This budget is not yours to see" description={errorMessage(failure, 'Only the members of the project’s company see its budget.')} />
      ) : failure.status === 404 ? (
        <EmptyState title="We could not find this project" description="It may have been deleted. Choose a project from your projects." />
      ) : (
        <ErrorState title="We could not load the budget" message={errorMessage(failure, 'Please try again.')} onRetry={() => void budget.refetch()} isRetrying={budget.isFetching} />
      );
  } else if (!budget.data) {
    content = <LoadingRegion label="Loading the budget" />;
  } else {
    content = (
      <Stack gap="lg">
        <BudgetContent budget={budget.data} projectId={projectId} fileStem={`budget-${projectName ?? projectId}`.replace(/[^\w.-]+/g, '-').toLowerCase()} />
        {manages ? (
          <>
            <BudgetFormSection projectId={projectId} budget={budget.data} />
            <ProjectApproversSection projectId={projectId} />
          </>
        ) : (
          <p>Only owners and admins set the budget.</p>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={projectName ? `Budget of ${projectName}` : 'Project budget'}
        description="Committed: ordered, not received yet. Delivered: received. Remaining: the budget less both."
      />
      {content}
    </Stack>
  );
}

export { ProjectBudgetPage as Component };
