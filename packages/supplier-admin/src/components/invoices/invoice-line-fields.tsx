import { Button, FormTextField, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { Control } from 'react-hook-form';
import type { InvoiceFormOutput, InvoiceFormValues, InvoiceLineFormValues } from '../../forms/invoice-form-schema';
import '../../styles/supplier-admin.css';

/** Props of {@link InvoiceLineFields}. */
export interface InvoiceLineFieldsProps {
  control: Control<InvoiceFormValues, unknown, InvoiceFormOutput>;
  index: number;
  line: InvoiceLineFormValues;
  onRemove: () => void;
}

/** One billed line: what it is, how many and at what unit price; a line not billed now is removed. */
export function InvoiceLineFields({ control, index, line, onRemove }: InvoiceLineFieldsProps): ReactElement {
  const unit = line.unitOfMeasure || 'unit';
  return (
    <fieldset className="mk-form-line">
      <legend>{`Line ${index + 1}${line.lineItemId ? '' : ' (not on the purchase order)'}`}</legend>
      <FormTextField control={control} name={`lines.${index}.description`} label="Description" isRequired />
      <Stack direction="horizontal" gap="md" align="end" wrap>
        <FormTextField control={control} name={`lines.${index}.quantity`} label={`Quantity (${unit})`} inputMode="numeric" isRequired />
        <FormTextField control={control} name={`lines.${index}.unitPrice`} label={`Unit price ($ per ${unit})`} inputMode="decimal" isRequired />
        <Button size="sm" variant="ghost" onPress={onRemove} aria-label={`Remove line ${index + 1}`}>
          Remove
        </Button>
      </Stack>
    </fieldset>
  );
}
