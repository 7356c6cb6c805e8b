import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@marketplace/api-client';
import { Button, Form, FormError, formatMoney, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAwardQuoteRequestMutation, type QuoteRequestData } from '../../api/quotes-api';
import { quoteAwardFormSchema, type QuoteAwardFormValues } from '../../forms/quote-award-form-schema';
import { RadioGroupField } from '../shared/radio-group-field';
import { AwardConfirmDialog, type AwardedLine } from './award-confirm-dialog';
import { allToSupplier, cheapestChoices, type Comparison } from './quote-comparison-model';
import { QuoteComparisonTable } from './quote-comparison-table';

/** The cart's page, by URL: a feature never imports another. */
const CART_HREF = '/cart';

/** The lines chosen, with what each costs as quoted. */
function awardedLines(comparison: Comparison, choices: readonly string[]): AwardedLine[] {
  return comparison.lines.flatMap(({ line, offers }, index) => {
    const offer = offers.find((candidate) => candidate.supplier.id === choices[index]);
    return offer ? [{ line, offer }] : [];
  });
}

/** Props of {@link QuoteAwardForm}. */
export interface QuoteAwardFormProps {
  request: QuoteRequestData;
  comparison: Comparison;
  /** The project the shell has selected: the cart shown after the award is that project's. */
  selectedProjectId: string | null;
}

/**
 * Awards the request: a supplier per line (a radio per line, only among answers that can be
 * awarded), or every line to one supplier, or each to its cheapest. The award is confirmed in a
 * dialog listing what goes into the cart; then the cart opens, the lines in it at the quoted prices.
 */
export function QuoteAwardForm({ request, comparison, selectedProjectId }: QuoteAwardFormProps): ReactElement {
  const flash = useFlash();
  const navigate = useNavigate();
  const [award, { isLoading }] = useAwardQuoteRequestMutation();
  const [confirming, setConfirming] = useState<AwardedLine[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<QuoteAwardFormValues>({ resolver: zodResolver(quoteAwardFormSchema), defaultValues: { choices: comparison.lines.map(() => '') } });
  const choices = useWatch({ control: form.control, name: 'choices' });
  const chosen = choices.filter(Boolean).length;
  const currency = request.currency;

  const review = form.handleSubmit(({ choices: picked }) => {
    setFailure(null);
    setConfirming(awardedLines(comparison, picked));
  });

  async function confirm(lines: AwardedLine[]) {
    flash.clear();
    try {
      await award({ id: request.id, projectId: request.project.id, lines: lines.map(({ line, offer }) => ({ quoteLineId: line.id, supplierCompanyId: offer.supplier.id })) }).unwrap();
      const elsewhere = selectedProjectId !== request.project.id ? ` Choose ${request.project.name} in the header to see them.` : '';
      flash.success(`${lines.length} ${lines.length === 1 ? 'line is' : 'lines are'} in the cart of ${request.project.name} at the quoted prices.${elsewhere}`);
      void navigate(CART_HREF);
    } catch (error) {
      const message = errorMessage(error, 'We could not award the request. Please try again.');
      setFailure(message);
      flash.error(message);
      setConfirming(null);
    }
  }

  const choicesError = form.formState.errors.choices?.root?.message ?? form.formState.errors.choices?.message;
  return (
    <Form onSubmit={(event) => void review(event)} aria-label="Award the request">
      <Stack gap="md">
        {failure ? <FormError title="We could not award the request" error={failure} /> : null}
        {choicesError ? <FormError title="Nothing to award yet" error={choicesError} /> : null}
        <div>
          <Button variant="secondary" size="sm" onPress={() => form.setValue('choices', cheapestChoices(comparison), { shouldValidate: form.formState.isSubmitted })}>
            Choose the cheapest for every line
          </Button>
        </div>
        <QuoteComparisonTable
          comparison={comparison}
          currency={currency}
          isOpen
          onAwardAll={(supplierId) => form.setValue('choices', allToSupplier(comparison, supplierId), { shouldValidate: form.formState.isSubmitted })}
          award={({ line, offers }, index) => (
            <Controller
              control={form.control}
              name={`choices.${index}`}
              render={({ field }) => (
                <RadioGroupField
                  {...field}
                  aria-label={`Award ${line.description} to`}
                  choices={[
                    ...offers.filter((offer) => offer.awardable).map((offer) => ({ value: offer.supplier.id, label: offer.supplier.name, description: `${formatMoney(offer.unitPriceCents, currency)} each` })),
                    { value: '', label: 'Do not award' },
                  ]}
                />
              )}
            />
          )}
        />
        <div>
          <Button type="submit">{chosen > 0 ? `Review the award of ${chosen} ${chosen === 1 ? 'line' : 'lines'}` : 'Review the award'}</Button>
        </div>
      </Stack>
      <AwardConfirmDialog lines={confirming} currency={currency} projectName={request.project.name} isAwarding={isLoading} onConfirm={(lines) => void confirm(lines)} onCancel={() => setConfirming(null)} />
    </Form>
  );
}
