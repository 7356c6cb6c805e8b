import { dayFromToday, FormDayField, FormSelect, FormTextArea, FormTextField, Stack, type SelectOption } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { QuoteAnswerPayload, QuoteLineData } from '../../api/supplier-quotes-api';
import type { QuoteAnswerFormValues } from '../../forms/quote-answer-schema';
import '../../styles/supplier-admin.css';
import { askedQuantity } from './requested-lines-table';
import { SubstituteOfferField } from './substitute-offer-field';

const statusOptions: SelectOption[] = [
  { value: 'offered', label: 'Offered as asked' },
  { value: 'substitute', label: 'Substitute' },
  { value: 'unavailable', label: 'Not available' },
];

/** Props of {@link AnswerLineFields}. */
export interface AnswerLineFieldsProps {
  control: Control<QuoteAnswerFormValues, unknown, QuoteAnswerPayload>;
  index: number;
  line: QuoteLineData;
  /** The substitute of the answer being revised, so its choice shows before any search. */
  previousSubstitute: SelectOption | null;
}

/**
 * The supplier's answer to one line: offered as asked, a substitute of its own, or not available;
 * a priced line takes its unit price, the quantity available (empty: all of it) and the ship date.
 * Fields that do not apply to the answer chosen are not shown, and not sent.
 */
export function AnswerLineFields({ control, index, line, previousSubstitute }: AnswerLineFieldsProps): ReactElement {
  const status = useWatch({ control, name: `lines.${index}.status` });
  const unit = line.unit ?? 'unit';
  return (
    <fieldset className="mk-form-line">
      <legend>{`${line.description} · ${askedQuantity(line)}`}</legend>
      <FormSelect control={control} name={`lines.${index}.status`} label="Answer" options={statusOptions} isRequired />
      {status === 'substitute' ? <SubstituteOfferField control={control} index={index} chosen={previousSubstitute} /> : null}
      {status === 'unavailable' ? null : (
        <Stack direction="horizontal" gap="md" align="start" wrap>
          <FormTextField control={control} name={`lines.${index}.unitPrice`} label={`Unit price ($ per ${unit})`} inputMode="decimal" isRequired />
          <FormTextField control={control} name={`lines.${index}.availableQuantity`} label="Available quantity" description={`Empty: all ${line.quantity}`} inputMode="numeric" />
          <FormDayField control={control} name={`lines.${index}.shipDate`} label="Ship date" minValue={dayFromToday(0)} />
        </Stack>
      )}
      <FormTextArea control={control} name={`lines.${index}.note`} label="Note on this line" rows={2} />
    </fieldset>
  );
}
