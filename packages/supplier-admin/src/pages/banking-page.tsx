import { applyServerError } from '@marketplace/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@marketplace/api-client';
import { Button, Card, ErrorState, Form, FormError, FormTextField, PageHeader, Skeleton, Stack, showFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useGetSupplierQuery, useSaveBankingDetailsMutation, type SupplierData } from '../api/supplier-api';
import { bankingFormFieldNames, bankingFormSchema, type BankingFormValues } from '../forms/schemas';

function BankingForm({ onSaved, initialHolder }: { onSaved: () => void; initialHolder: string }): ReactElement {
  const dispatch = useDispatch();
  const [save] = useSaveBankingDetailsMutation();
  const form = useForm<BankingFormValues>({
    resolver: zodResolver(bankingFormSchema),
    defaultValues: { accountHolderName: initialHolder, routingNumber: '', accountNumber: '' },
    mode: 'onTouched',
  });
  const { control } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values).unwrap();
      dispatch(showFlash({ message: 'Banking details saved.', level: 'success' }));
      onSaved();
    } catch (error) {
      const message = applyServerError(error, form.setError, bankingFormFieldNames, 'We could not save the banking details. Please try again.');
      dispatch(showFlash({ message, level: 'error' }));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label="Banking details">
      {serverError ? <FormError title="We could not save the banking details" error={serverError} /> : null}
      <FormTextField control={control} name="accountHolderName" label="Account holder" autoComplete="off" isRequired />
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormTextField control={control} name="routingNumber" label="Routing number" description="9 digits" inputMode="numeric" autoComplete="off" isRequired />
        <FormTextField control={control} name="accountNumber" label="Account number" inputMode="numeric" autoComplete="off" isRequired />
      </Stack>
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving">
        Save banking details
      </Button>
    </Form>
  );
}

function SavedDetails({ supplier }: { supplier: SupplierData }): ReactElement {
  const details = supplier.bankingDetails;
  if (!details) return <p>No payout account yet. Add one so payments for your orders can reach you.</p>;
  return (
    <dl aria-label="Saved payout account">
      <dt>Account holder</dt>
      <dd>{details.accountHolderName}</dd>
      <dt>Routing number</dt>
      <dd>{details.routingNumber}</dd>
      <dt>Account number</dt>
      <dd>{details.accountNumber}</dd>
    </dl>
  );
}

/**
 * /supplier/banking: the supplier's payout account. Numbers are shown masked; the full numbers are
 * fetched only when asked for (fetch_sensitive_info), and never kept in the form after saving.
 */
export function BankingPage(): ReactElement {
  const [sensitive, setSensitive] = useState(false);
  const [editing, setEditing] = useState(false);
  const { data, isLoading, isError, error, refetch, isFetching } = useGetSupplierQuery({ sensitive });

  let content: ReactElement;
  if (isLoading) content = <Skeleton count={4} />;
  else if (isError || !data) {
    content = <ErrorState title="We could not load your banking details" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} />;
  } else if (editing || !data.bankingDetails) {
    content = (
      <Stack gap="md">
        {data.bankingDetails ? <SavedDetails supplier={data} /> : null}
        <BankingForm
          initialHolder={data.bankingDetails?.accountHolderName ?? data.name}
          onSaved={() => {
            setEditing(false);
            setSensitive(false);
          }}
        />
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <SavedDetails supplier={data} />
        <Stack direction="horizontal" gap="sm">
          <Button variant="secondary" onPress={() => setSensitive((shown) => !shown)} isLoading={isFetching} loadingLabel="Loading">
            {data.bankingDetails.masked ? 'Show full numbers' : 'Hide numbers'}
          </Button>
          <Button variant="ghost" onPress={() => setEditing(true)}>
            Change payout account
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title="Banking details" description="Where payments for your orders are sent." />
      <Card>{content}</Card>
    </Stack>
  );
}

export { BankingPage as Component };
