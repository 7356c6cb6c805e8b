import { displayErrorOf } from '@marketplace/api-client';
import { selectUser } from '@marketplace/auth';
import { Button, Card, ErrorState, PageHeader, Skeleton, Stack } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useGetPreapprovalQuery } from '../api/banking-credit-api';
import { BankLinkButton } from '../components/bank-link-button/bank-link-button';
import { CreditSummary } from '../components/credit-summary/credit-summary';
import { LinkedAccounts } from '../components/linked-accounts/linked-accounts';
import { PreapprovalForm } from '../components/preapproval-form/preapproval-form';
import '../styles/banking-credit.css';

/**
 * Business credit (decision 0003): the application's status and available credit, the linked
 * bank accounts with the bank-link button, and the application form while one is open.
 */
export function CreditPage(): ReactElement {
  const user = useSelector(selectUser);
  const companyId = user?.company.id;
  // An operator may decide a submitted application at any time: read it afresh on each visit and on return to the tab.
  const preapproval = useGetPreapprovalQuery({ companyId: companyId ?? '' }, { skip: !companyId, refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const [reapplying, setReapplying] = useState(false);
  const application = preapproval.data?.application ?? null;
  const formOpen = application ? application.status === 'draft' || (application.status === 'declined' && reapplying) : true;

  return (
    <>
      <PageHeader title="Business credit" description="Link your business bank account, apply for credit, and pay for orders on net terms." />
      <Stack gap="lg">
        <Card title="Your credit">
          {preapproval.isError ? (
            <ErrorState title="Your credit could not be loaded" message={displayErrorOf(preapproval.error) ?? 'Try again in a moment.'} onRetry={() => void preapproval.refetch()} />
          ) : preapproval.data ? (
            <CreditSummary preapproval={preapproval.data} />
          ) : (
            <Skeleton count={3} />
          )}
        </Card>
        <Card title="Linked bank accounts" actions={<BankLinkButton variant="secondary" />}>
          <LinkedAccounts />
        </Card>
        {preapproval.data && formOpen ? (
          <Card title={application?.status === 'draft' ? 'Continue your application' : 'Apply for business credit'}>
            {/* One form for the whole application: creating the draft on the first step must not remount it. */}
            <PreapprovalForm application={application?.status === 'draft' ? application : null} />
          </Card>
        ) : null}
        {application?.status === 'declined' && !reapplying ? (
          <Button variant="secondary" onPress={() => setReapplying(true)}>
            Apply again
          </Button>
        ) : null}
      </Stack>
    </>
  );
}

export { CreditPage as Component };
