import { FormSelect, formatMoney, Stack, TextField, type SelectOption } from '@marketplace/ui-kit';
import { useEffect, useState, type ReactElement } from 'react';
import type { Control } from 'react-hook-form';
import { useGetOwnOffersQuery, type OfferData } from '../../api/supplier-api';
import type { QuoteAnswerPayload } from '../../api/supplier-quotes-api';
import type { QuoteAnswerFormValues } from '../../forms/quote-answer-schema';

/** How many of the supplier's offers one search lists: enough to choose from, small enough to read. */
const OFFERS_LISTED = 50;

/** An offer as a choice: what it is, its SKU and its list price. */
function optionOf(offer: OfferData): SelectOption {
  const price = offer.pricing ? ` · ${formatMoney(offer.pricing.priceCents, offer.pricing.currency)}` : '';
  return { value: offer.id, label: `${offer.productName}, ${offer.variantName} (${offer.sku})${price}` };
}

/** Props of {@link SubstituteOfferField}. */
export interface SubstituteOfferFieldProps {
  control: Control<QuoteAnswerFormValues, unknown, QuoteAnswerPayload>;
  index: number;
  /** The offer chosen in the answer being revised, so it shows before any search. */
  chosen: SelectOption | null;
}

/**
 * Picks one of the supplier's own offers on sale to propose instead of what was asked: the same
 * list the products page reads (`suppliers_page`), searched by name or SKU as one types (without a
 * request per keystroke). Hidden offers are left out: the API takes only offers on sale.
 */
export function SubstituteOfferField({ control, index, chosen }: SubstituteOfferFieldProps): ReactElement {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useGetOwnOffersQuery({ query: query || undefined, sort: 'name', limit: OFFERS_LISTED });
  const found = (data?.results ?? []).filter((offer) => offer.active).map(optionOf);
  const options = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Stack direction="horizontal" gap="md" align="start" wrap>
      <TextField label="Find one of your offers" description="Name or SKU" value={text} onChange={setText} />
      <FormSelect
        control={control}
        name={`lines.${index}.substituteOfferId`}
        label="Substitute offer"
        options={options}
        placeholder={isFetching ? 'Loading your offers…' : 'Choose an offer'}
        description={data && found.length === 0 ? 'None of your offers on sale matches.' : undefined}
        isRequired
      />
    </Stack>
  );
}
