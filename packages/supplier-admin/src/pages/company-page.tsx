import { applyServerError } from '@marketplace/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@marketplace/api-client';
import { Button, Card, ErrorState, Form, FormError, FormTextArea, FormTextField, PageHeader, Skeleton, Stack, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useGetCompanyQuery, useUpdateCompanyMutation, type CompanyData } from '../api/supplier-api';
import { companyFormFieldNames, companyFormSchema, type CompanyFormOutput, type CompanyFormValues } from '../forms/schemas';
import { useCurrentUser } from '../lib/use-current-user';

function valuesOf(company: CompanyData): CompanyFormValues {
  return {
    name: company.name,
    phone: company.phone ?? '',
    website: company.website ?? '',
    street: company.street ?? '',
    city: company.city ?? '',
    state: company.state ?? '',
    postalCode: company.postalCode ?? '',
    description: company.description ?? '',
  };
}

function CompanyForm({ company }: { company: CompanyData }): ReactElement {
  const dispatch = useDispatch();
  const [update] = useUpdateCompanyMutation();
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({ resolver: zodResolver(companyFormSchema), defaultValues: valuesOf(company), mode: 'onTouched' });
  const { control } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update({ id: company.id, company: values }).unwrap();
      form.reset(valuesOf(saved));
      dispatch(showFlash({ message: 'Company profile saved.', level: 'success' }));
    } catch (error) {
      const message = applyServerError(error, form.setError, companyFormFieldNames, 'We could not save the company profile. Please try again.');
      dispatch(showFlash({ message, level: 'error' }));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label="Company profile">
      {serverError ? <FormError title="We could not save the company profile" error={serverError} /> : null}
      <FormTextField control={control} name="name" label="Company name" autoComplete="organization" isRequired />
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <FormTextField control={control} name="website" label="Website" autoComplete="url" />
      </Stack>
      <FormTextField control={control} name="street" label="Street address" autoComplete="address-line1" />
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormTextField control={control} name="city" label="City" autoComplete="address-level2" />
        <FormTextField control={control} name="state" label="State" description="Two letters, e.g. CA." maxLength={2} autoComplete="address-level1" />
        <FormTextField control={control} name="postalCode" label="ZIP code" inputMode="numeric" autoComplete="postal-code" />
      </Stack>
      <FormTextArea control={control} name="description" label="About the company" description="Shown to builders next to your products." rows={4} />
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving">
        Save company profile
      </Button>
    </Form>
  );
}

/** /supplier/company: the supplier's own company profile. */
export function CompanyPage(): ReactElement {
  const user = useCurrentUser();
  const companyId = user?.company.id ?? '';
  const { data, isLoading, isError, error, refetch, isFetching } = useGetCompanyQuery(companyId, { skip: !companyId });
  let content: ReactElement;
  if (isLoading) content = <Skeleton count={6} />;
  else if (isError || !data) {
    content = <ErrorState title="We could not load your company" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} />;
  } else content = <CompanyForm key={data.updatedAt ?? data.id} company={data} />;
  return (
    <Stack gap="lg">
      <PageHeader title="Company profile" description="How your company appears to builders." />
      <Card>{content}</Card>
    </Stack>
  );
}

export { CompanyPage as Component };
