import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, DateTimePicker, Form, FormDayField, FormError, FormSelect, FormTextArea, Stack, useFlash } from '@marketplace/ui-kit';
import { format } from 'date-fns';
import { useEffect, type ReactElement } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useLazyFindQuoteOfferBySkuQuery, type QuoteProjectChoice } from '../../api/quote-choices-api';
import { useCreateQuoteRequestMutation, type CreateQuoteRequestArgs } from '../../api/quotes-api';
import { MAX_QUOTE_NOTE_LENGTH } from '../../forms/procurement-rules';
import {
  quoteRequestDefaults,
  quoteRequestFieldOfApiField,
  quoteRequestFormSchema,
  type QuoteRequestFormInput,
  type QuoteRequestFormOutput,
} from '../../forms/quote-request-form-schema';
import { paths } from '../../paths';
import { RadioGroupField } from '../shared/radio-group-field';
import { QuoteLinesFields } from './quote-lines-fields';
import { QuoteSuppliersField } from './quote-suppliers-field';

type TypedLine = QuoteRequestFormOutput['lines'][number];
type LineBody = NonNullable<CreateQuoteRequestArgs['lines']>[number];

const lineSourceChoices = [
  { value: 'cart', label: 'The project’s cart', description: 'Every item in it, as it is now; the cart stays as it is.' },
  { value: 'typed', label: 'Lines typed here', description: 'Catalogue SKUs or descriptions, with quantities.' },
];

/** Props of {@link QuoteRequestForm}. */
export interface QuoteRequestFormProps {
  projects: readonly QuoteProjectChoice[];
  /** The project to open with (the URL's, else the one selected in the header); '' for none. */
  projectId: string;
}

/**
 * A new request for quote: the project, the suppliers delivering to it, when the goods are needed
 * and the answers due, a note, and the lines (the project's cart, or typed rows). Catalogue rows
 * are found by their SKU when sending; one that is not found is named under its field. The API's
 * refusals land under their fields; once sent, the request opens with its answers to come.
 */
export function QuoteRequestForm({ projects, projectId }: QuoteRequestFormProps): ReactElement {
  const flash = useFlash();
  const navigate = useNavigate();
  const [create] = useCreateQuoteRequestMutation();
  const [findOffer] = useLazyFindQuoteOfferBySkuQuery();
  const form = useForm<QuoteRequestFormInput, unknown, QuoteRequestFormOutput>({ resolver: zodResolver(quoteRequestFormSchema), defaultValues: quoteRequestDefaults(projectId) });
  const chosenProjectId = useWatch({ control: form.control, name: 'projectId' });
  const lineSource = useWatch({ control: form.control, name: 'lineSource' });
  const lineCount = useWatch({ control: form.control, name: 'lines' }).length;
  const today = format(new Date(), 'yyyy-MM-dd');
  // Suppliers deliver to some sites only: another project starts from no supplier chosen.
  useEffect(() => {
    if (form.getValues('supplierIds').length > 0) form.setValue('supplierIds', []);
  }, [chosenProjectId, form]);

  /** The body's line of a typed row; a catalogue row becomes its offer, or null (and an error under its SKU) when none has that SKU. */
  async function lineBody(line: TypedLine, index: number, project: string): Promise<LineBody | null> {
    const unit = line.unit ? { unit: line.unit } : {};
    if (line.kind === 'free') return { description: line.description, quantity: line.quantity, ...unit };
    const offer = await findOffer({ projectId: project, sku: line.sku }, true).unwrap();
    if (offer) return { psvId: offer.id, quantity: line.quantity, ...unit };
    form.setError(`lines.${index}.sku`, { type: 'server', message: `No catalogue offer has the SKU “${line.sku}”: check it, or describe the item instead.` }, { shouldFocus: true });
    return null;
  }

  const submit = form.handleSubmit(async ({ lines, fromCart, ...values }) => {
    flash.clear();
    try {
      const found = await Promise.all(lines.map((line, index) => lineBody(line, index, values.projectId)));
      if (found.some((line) => line === null)) return;
      const created = await create({ ...values, ...(fromCart ? { fromCart: true } : { lines: found.filter((line): line is LineBody => line !== null) }) }).unwrap();
      flash.success(`Your request for ${created.project.name} was sent to ${values.supplierCompanyIds.length === 1 ? 'the supplier' : `${values.supplierCompanyIds.length} suppliers`}.`);
      void navigate(paths.quote.href(created.id));
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, quoteRequestFieldOfApiField(lines.length), 'We could not send the request. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  const projectOptions = projects.map((project) => ({ value: project.id, label: project.name }));

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="New quote request">
      <Stack gap="lg">
        {serverError ? <FormError title="We could not send the request" error={serverError} /> : null}
        <FormSelect control={form.control} name="projectId" label="Project" options={projectOptions} placeholder="Choose a project" isRequired />
        {chosenProjectId ? <QuoteSuppliersField key={chosenProjectId} control={form.control} projectId={chosenProjectId} /> : null}
        <Stack direction="horizontal" gap="md" align="start" wrap>
          <FormDayField control={form.control} name="neededBy" label="Needed on site by" minValue={today} isRequired />
          <Controller
            control={form.control}
            name="respondBy"
            render={({ field, fieldState }) => (
              <DateTimePicker {...field} label="Answers due by" timeLabel="Time" hourCycle={12} minValue={today} description="In your time zone." errorMessage={fieldState.error?.message} isRequired />
            )}
          />
        </Stack>
        <Controller
          control={form.control}
          name="lineSource"
          render={({ field, fieldState }) => <RadioGroupField {...field} label="Lines to quote" choices={lineSourceChoices} errorMessage={fieldState.error?.message} isRequired />}
        />
        {lineSource === 'typed' ? <QuoteLinesFields control={form.control} /> : null}
        <FormTextArea control={form.control} name="note" label="Note for the suppliers (optional)" rows={3} maxLength={MAX_QUOTE_NOTE_LENGTH} />
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Sending the request">
            {lineSource === 'typed' ? `Ask for quotes on ${lineCount} ${lineCount === 1 ? 'line' : 'lines'}` : 'Ask for quotes on the cart'}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
