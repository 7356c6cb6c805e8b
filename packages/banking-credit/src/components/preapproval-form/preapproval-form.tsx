import { errorMessage, toApiError } from '@marketplace/api-client';
import type { PreapprovalStep } from '@marketplace/contracts';
import { Button, Form, formatMoney, FormError, showFlash, TextField } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import {
  useCreatePreapprovalMutation,
  useGetBankAccountsQuery,
  useSubmitPreapprovalApplicationMutation,
  useUpdatePreapprovalMutation,
  useVerifyBusinessBalanceQuery,
  type Application,
} from '../../api/banking-credit-api';
import { parseDollars } from '../../lib/money';
import { BankLinkButton } from '../bank-link-button/bank-link-button';
import { apiFieldToFormField, stepFields, stepPayload, steps, stepSchemas, toFormValues, type ApplicationFormValues } from './preapproval-form-model';

const labels: Record<keyof ApplicationFormValues, { label: string; description?: string; type?: 'text' | 'email' | 'tel'; inputMode?: 'numeric' | 'decimal' }> = {
  legalName: { label: 'Legal company name' },
  ein: { label: 'EIN', description: 'Nine digits, like 12-3456789.', inputMode: 'numeric' },
  contactName: { label: 'Contact name' },
  contactEmail: { label: 'Contact email', type: 'email' },
  contactPhone: { label: 'Contact phone', type: 'tel' },
  yearsInBusiness: { label: 'Years in business', inputMode: 'numeric' },
  annualRevenue: { label: 'Annual revenue (USD)', inputMode: 'decimal' },
  requestedLimit: { label: 'Requested credit limit (USD)', description: 'Approved when your linked balance covers it; otherwise our credit team reviews it.', inputMode: 'decimal' },
  bankAccountId: { label: 'Bank account' },
};

/** Props of {@link PreapprovalForm}. */
export interface PreapprovalFormProps {
  /** The draft to resume, or null to start one on the first save. */
  application: Application | null;
}

/**
 * The credit application in five steps (company, financials, requested limit, bank account,
 * review). Each step is saved as a draft when the builder continues, so leaving and coming back
 * resumes on the step where they stopped.
 */
export function PreapprovalForm({ application }: PreapprovalFormProps): ReactElement {
  const dispatch = useDispatch();
  const [step, setStep] = useState<PreapprovalStep>(application?.status === 'draft' ? application.step : 'company');
  const [createPreapproval, creating] = useCreatePreapprovalMutation();
  // The id the first save created: the next step updates it even before the page reloads the application.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [updatePreapproval, updating] = useUpdatePreapprovalMutation();
  const [submitApplication, submitting] = useSubmitPreapprovalApplicationMutation();
  const accounts = useGetBankAccountsQuery();
  const { control, getValues, setError, clearErrors, setValue, formState } = useForm<ApplicationFormValues>({ defaultValues: toFormValues(application) });
  const index = steps.findIndex((candidate) => candidate.id === step);
  const busy = creating.isLoading || updating.isLoading || submitting.isLoading;

  function validate(current: PreapprovalStep): boolean {
    clearErrors();
    const parsed = stepSchemas[current].safeParse(getValues());
    if (parsed.success) return true;
    let focus = true;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ApplicationFormValues;
      setError(field, { type: 'validate', message: issue.message }, { shouldFocus: focus });
      focus = false;
    }
    return false;
  }

  function showServerError(error: unknown, fallback: string) {
    const apiError = toApiError(error);
    for (const [name, message] of Object.entries(apiError.fields ?? {})) {
      const field = apiFieldToFormField[name];
      if (field) setError(field, { type: 'server', message });
    }
    const message = errorMessage(apiError, fallback);
    setError('root.server', { type: 'server', message });
    dispatch(showFlash({ message, level: 'error' }));
  }

  /** Saves this step's fields with the step to resume on; answers false when refused. */
  async function save(next: PreapprovalStep): Promise<boolean> {
    const body = { ...stepPayload(step, getValues()), step: next };
    try {
      const id = application?.id ?? createdId;
      if (id) await updatePreapproval({ id, ...body }).unwrap();
      else setCreatedId((await createPreapproval(body).unwrap()).application?.id ?? null);
      return true;
    } catch (error) {
      showServerError(error, 'Your application could not be saved. Try again.');
      return false;
    }
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    const following = steps[index + 1];
    if (!following || !validate(step)) return;
    if (await save(following.id)) setStep(following.id);
  }

  async function saveDraft() {
    if (await save(step)) dispatch(showFlash({ message: 'Your application was saved as a draft.', level: 'success' }));
  }

  async function submit() {
    if (!application) return;
    for (const candidate of steps) {
      if (!validate(candidate.id)) {
        setStep(candidate.id);
        return;
      }
    }
    try {
      const result = await submitApplication({ id: application.id }).unwrap();
      const status = result.status;
      const message =
        status === 'approved'
          ? `Approved: you have ${formatMoney(result.credit.availableCents)} of credit to pay for orders on terms.`
          : status === 'declined'
            ? 'Your application was declined. The reasons are shown on this page.'
            : 'Your application was submitted: our credit team reviews it.';
      dispatch(showFlash({ message, level: status === 'declined' ? 'warning' : 'success' }));
    } catch (error) {
      showServerError(error, 'Your application could not be submitted. Try again.');
    }
  }

  const values = getValues();
  return (
    <Form aria-label="Credit application" onSubmit={(event) => void next(event)} className="mk-credit-form">
      <ol className="mk-credit-steps" aria-label="Steps">
        {steps.map((candidate, position) => (
          <li key={candidate.id} aria-current={candidate.id === step ? 'step' : undefined} className={position < index ? 'mk-credit-step--done' : undefined}>
            {candidate.title}
          </li>
        ))}
      </ol>
      <h3>{steps[index]?.title}</h3>
      {stepFields[step]
        .filter((name) => name !== 'bankAccountId')
        .map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                {...labels[name]}
                {...field}
                value={field.value}
                errorMessage={fieldState.error?.message}
                isRequired
              />
            )}
          />
        ))}
      {step === 'bank' ? (
        <Controller
          control={control}
          name="bankAccountId"
          render={({ field, fieldState }) => (
            <fieldset className="mk-credit-banks" aria-invalid={fieldState.error ? true : undefined}>
              <legend>Which account supports your application?</legend>
              {(accounts.data ?? []).map((account) => (
                <label key={account.id} className="mk-credit-bank-option">
                  <input type="radio" name={field.name} value={account.id} checked={field.value === account.id} onChange={() => field.onChange(account.id)} />
                  <span>
                    {account.institutionName}, {account.name} •••• {account.mask ?? '—'} ({formatMoney(account.availableCents ?? account.currentCents)} available)
                  </span>
                </label>
              ))}
              {accounts.data?.length === 0 ? <p className="mk-credit-muted">No bank linked yet.</p> : null}
              <BankLinkButton
                variant="secondary"
                label={accounts.data?.length ? 'Link another bank' : 'Link a bank account'}
                onLinked={(saved) => {
                  const first = saved.accounts[0];
                  if (first) setValue('bankAccountId', first.id);
                }}
              />
              {fieldState.error ? (
                <p role="alert" className="mk-credit-error">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      ) : null}
      {step === 'review' && values.bankAccountId ? <BalanceCheck bankAccountId={values.bankAccountId} /> : null}
      {step === 'review' ? (
        <dl className="mk-credit-review">
          {(Object.keys(labels) as (keyof ApplicationFormValues)[]).map((name) => {
            const account = accounts.data?.find((candidate) => candidate.id === values.bankAccountId);
            const money = name === 'annualRevenue' || name === 'requestedLimit' ? parseDollars(values[name]) : null;
            const shown =
              name === 'bankAccountId'
                ? account
                  ? `${account.institutionName}, ${account.name} •••• ${account.mask ?? '—'}`
                  : '—'
                : money !== null
                  ? formatMoney(money)
                  : values[name] || '—';
            return (
              <div key={name}>
                <dt>{labels[name].label}</dt>
                <dd>{shown}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      <FormError error={formState.errors.root?.server?.message} />
      <div className="mk-credit-actions">
        {index > 0 ? (
          <Button variant="secondary" onPress={() => setStep(steps[index - 1]!.id)} isDisabled={busy}>
            Back
          </Button>
        ) : null}
        {step !== 'review' ? (
          <>
            <Button variant="secondary" onPress={() => void saveDraft()} isDisabled={busy}>
              Save draft
            </Button>
            <Button type="submit" isLoading={busy}>
              Save and continue
            </Button>
          </>
        ) : (
          <Button onPress={() => void submit()} isLoading={busy} isDisabled={!application}>
            Submit application
          </Button>
        )}
      </div>
    </Form>
  );
}

/** The chosen account's balance read now, and whether it covers the requested limit. */
function BalanceCheck({ bankAccountId }: { bankAccountId: string }): ReactElement | null {
  const check = useVerifyBusinessBalanceQuery({ bankAccountId });
  if (!check.data) return null;
  const { balanceCents, coversRequestedLimit } = check.data;
  return (
    <p className="mk-credit-muted" role="status">
      Your verified balance is {formatMoney(balanceCents)}
      {coversRequestedLimit === true ? ': it covers the requested limit.' : coversRequestedLimit === false ? ': it covers part of the requested limit, so our credit team may review it.' : '.'}
    </p>
  );
}
