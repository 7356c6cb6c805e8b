import { Button, FormSelect, FormTextField, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { emptyQuoteLine, type QuoteRequestFormInput, type QuoteRequestFormOutput } from '../../forms/quote-request-form-schema';
import { MAX_QUOTE_LINES } from '../../forms/procurement-rules';

type FormControl = Control<QuoteRequestFormInput, unknown, QuoteRequestFormOutput>;

const kindOptions = [
  { value: 'catalogue', label: 'Catalogue SKU' },
  { value: 'free', label: 'Description' },
];

/** One typed row: what it is (a catalogue SKU or words), how many, in which unit; removable while others remain. */
function QuoteLineRow({ control, index, onRemove }: { control: FormControl; index: number; onRemove?: () => void }): ReactElement {
  const kind = useWatch({ control, name: `lines.${index}.kind` });
  const number = index + 1;
  return (
    <fieldset className="mk-quote-line">
      <legend>Line {number}</legend>
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormSelect control={control} name={`lines.${index}.kind`} label="Asked as" options={kindOptions} isRequired />
        {kind === 'catalogue' ? (
          <FormTextField control={control} name={`lines.${index}.sku`} label="SKU" description="As the catalogue shows it." isRequired />
        ) : (
          <FormTextField control={control} name={`lines.${index}.description`} label="What you need" isRequired maxLength={500} />
        )}
        <FormTextField control={control} name={`lines.${index}.quantity`} label="Quantity" inputMode="numeric" isRequired />
        <FormTextField control={control} name={`lines.${index}.unit`} label="Unit" description={kind === 'catalogue' ? 'Empty: the catalogue’s.' : 'Like box or sheet.'} maxLength={40} />
      </Stack>
      {onRemove ? (
        <Button variant="ghost" size="sm" onPress={onRemove} aria-label={`Remove line ${number}`}>
          Remove
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The typed rows of a new quote request, added and removed at will (one at least, {@link MAX_QUOTE_LINES} at most). */
export function QuoteLinesFields({ control }: { control: FormControl }): ReactElement {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <Stack gap="md">
      {fields.map((field, index) => (
        <QuoteLineRow key={field.id} control={control} index={index} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
      ))}
      <div>
        <Button variant="secondary" size="sm" onPress={() => append(emptyQuoteLine())} isDisabled={fields.length >= MAX_QUOTE_LINES}>
          Add a line
        </Button>
      </div>
    </Stack>
  );
}
