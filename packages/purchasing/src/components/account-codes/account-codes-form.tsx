import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, Form, FormError, FormSelect, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useSaveAccountCodesMutation, type AccountCategoryChoice, type AccountCodesData } from '../../api/account-codes-api';
import {
  accountCodesFieldOfApiField,
  accountCodesFormSchema,
  accountCodesFormValues,
  MAX_QUICKBOOKS_ACCOUNT_LENGTH,
  MAX_XERO_ACCOUNT_CODE_LENGTH,
  type AccountCodesFormInput,
  type AccountCodesFormOutput,
} from '../../forms/account-codes-form-schema';
import { categoryLabel } from './account-codes-summary';

/** Props of {@link AccountCodesForm}. */
export interface AccountCodesFormProps {
  codes: AccountCodesData;
  /** The catalogue's categories and sub-categories to choose from. */
  categories: readonly AccountCategoryChoice[];
}

/**
 * The account codes (owners and admins): the default account, the account payments are made from,
 * and one row per category with an account of its own, in both programs (Xero's code, QuickBooks'
 * account name). Saving sends the whole table; the API's refusals land under the row and field
 * they name.
 */
export function AccountCodesForm({ codes, categories }: AccountCodesFormProps): ReactElement {
  const flash = useFlash();
  const [save] = useSaveAccountCodesMutation();
  const form = useForm<AccountCodesFormInput, unknown, AccountCodesFormOutput>({ resolver: zodResolver(accountCodesFormSchema), defaultValues: accountCodesFormValues(codes) });
  const rows = useFieldArray({ control: form.control, name: 'categories' });
  const chosen = useWatch({ control: form.control, name: 'categories' });
  // The catalogue's categories, and any the table names that the list did not bring.
  const options = useMemo(() => {
    const known = new Map(categories.map((category) => [category.id, categoryLabel(category)]));
    for (const row of codes.categories) if (!known.has(row.categoryId)) known.set(row.categoryId, categoryLabel({ name: row.categoryName, parentName: row.parentCategoryName }));
    return [...known].map(([value, label]) => ({ value, label }));
  }, [categories, codes.categories]);
  const labelOf = (categoryId: string | undefined) => options.find((option) => option.value === categoryId)?.label;

  const submit = form.handleSubmit(async (values) => {
    flash.clear();
    try {
      await save(values).unwrap();
      flash.success('The account codes are saved; the next export books its lines and payments to them.');
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, accountCodesFieldOfApiField(values.categories.length), 'We could not save the account codes. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  const rowsError = form.formState.errors.categories?.root?.message ?? form.formState.errors.categories?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Account codes">
      <Stack gap="md">
        {serverError ? <FormError title="We could not save the account codes" error={serverError} /> : null}
        <fieldset className="mk-budget-parts">
          <legend>Default account</legend>
          <Stack direction="horizontal" gap="md" align="start" wrap>
            <FormTextField control={form.control} name="defaultAccount.xeroCode" label="Xero account code" description={`Up to ${MAX_XERO_ACCOUNT_CODE_LENGTH} characters, e.g. 300`} isRequired />
            <FormTextField control={form.control} name="defaultAccount.quickbooksAccount" label="QuickBooks account" description={`Up to ${MAX_QUICKBOOKS_ACCOUNT_LENGTH} characters, e.g. Cost of Goods Sold`} isRequired />
          </Stack>
        </fieldset>
        <fieldset className="mk-budget-parts">
          <legend>Paying account</legend>
          <Stack gap="sm">
            <p>The bank account the payments file pays each paid invoice from.</p>
            <Stack direction="horizontal" gap="md" align="start" wrap>
              <FormTextField control={form.control} name="paymentAccount.xeroCode" label="Xero account code" description={`Up to ${MAX_XERO_ACCOUNT_CODE_LENGTH} characters, e.g. 090`} isRequired />
              <FormTextField control={form.control} name="paymentAccount.quickbooksAccount" label="QuickBooks account" description={`Up to ${MAX_QUICKBOOKS_ACCOUNT_LENGTH} characters, e.g. Checking`} isRequired />
            </Stack>
          </Stack>
        </fieldset>
        <fieldset className="mk-budget-parts">
          <legend>Accounts by category</legend>
          <Stack gap="md">
            {rows.fields.length === 0 ? <p>No category has an account of its own: every line goes to the default account.</p> : null}
            {rows.fields.map((row, index) => {
              const name = labelOf(chosen?.[index]?.categoryId) ?? `New category ${index + 1}`;
              return (
                <fieldset key={row.id} className="mk-budget-parts" aria-label={name}>
                  <Stack direction="horizontal" gap="md" align="start" wrap>
                    <FormSelect control={form.control} name={`categories.${index}.categoryId`} label="Category" options={options} placeholder="Choose a category" isRequired />
                    <FormTextField control={form.control} name={`categories.${index}.xeroCode`} label="Xero account code" isRequired />
                    <FormTextField control={form.control} name={`categories.${index}.quickbooksAccount`} label="QuickBooks account" isRequired />
                    <Button variant="secondary" size="sm" aria-label={`Remove ${name}`} onPress={() => rows.remove(index)}>
                      Remove
                    </Button>
                  </Stack>
                </fieldset>
              );
            })}
            {rowsError ? <p role="alert">{rowsError}</p> : null}
            <div>
              <Button variant="secondary" size="sm" onPress={() => rows.append({ categoryId: '', xeroCode: '', quickbooksAccount: '' })}>
                Add a category
              </Button>
            </div>
          </Stack>
        </fieldset>
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving the account codes">
            Save account codes
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
