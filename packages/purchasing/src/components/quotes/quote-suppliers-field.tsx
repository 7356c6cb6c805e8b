import { errorMessage } from '@marketplace/api-client';
import { ErrorState } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useListQuoteSuppliersQuery } from '../../api/quote-choices-api';
import { MAX_QUOTE_SUPPLIERS } from '../../forms/procurement-rules';
import type { QuoteRequestFormInput, QuoteRequestFormOutput } from '../../forms/quote-request-form-schema';
import { CheckboxGroupField } from '../shared/checkbox-group-field';
import { LoadingRegion } from '../shared/loading-region';

/** The suppliers to ask: one box per supplier delivering to the project's site. */
export function QuoteSuppliersField({ control, projectId }: { control: Control<QuoteRequestFormInput, unknown, QuoteRequestFormOutput>; projectId: string }): ReactElement {
  const suppliers = useListQuoteSuppliersQuery(projectId);
  if (suppliers.isError) {
    return <ErrorState title="We could not load the suppliers" message={errorMessage(suppliers.error, 'Please try again.')} onRetry={() => void suppliers.refetch()} isRetrying={suppliers.isFetching} titleLevel={3} />;
  }
  if (!suppliers.data) return <LoadingRegion label="Loading the suppliers" height={96} />;
  const choices = suppliers.data.map((supplier) => ({ id: supplier.id, label: supplier.name }));
  return (
    <Controller
      control={control}
      name="supplierIds"
      render={({ field, fieldState }) => (
        <CheckboxGroupField
          {...field}
          label="Suppliers to ask"
          description={choices.length > 0 ? `Those delivering to the project’s site; up to ${MAX_QUOTE_SUPPLIERS}. Each sees its own answer only.` : 'No supplier delivers to this project’s site yet.'}
          choices={choices}
          errorMessage={fieldState.error?.message}
          isRequired
        />
      )}
    />
  );
}
