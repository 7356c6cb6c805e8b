import { Button, FormTextField } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { MAX_QUANTITY_BREAKS, type OfferFormOutput, type OfferFormValues } from '../../forms/schemas';
import '../../styles/supplier-admin.css';

/** Props of {@link QuantityBreaksEditor}. */
export interface QuantityBreaksEditorProps {
  /** The offer form's control: the breaks are its `pricingTiers`, checked by its schema. */
  control: Control<OfferFormValues, unknown, OfferFormOutput>;
}

/** A visible label with the break's number for screen readers, which read each field alone. */
function rowLabel(text: string, index: number): ReactElement {
  return (
    <>
      {text}
      <span className="mk-visually-hidden">, break {index + 1}</span>
    </>
  );
}

/**
 * Quantity breaks as rows of "from quantity" and "price each", added and removed one at a
 * time. The offer form's schema checks them as the API does: each break above the one before
 * (the first above the minimum order) and no dearer per unit.
 */
export function QuantityBreaksEditor({ control }: QuantityBreaksEditorProps): ReactElement {
  const tiers = useFieldArray({ control, name: 'pricingTiers' });
  const isFull = tiers.fields.length >= MAX_QUANTITY_BREAKS;
  return (
    <fieldset className="mk-fieldset">
      <legend>Quantity breaks</legend>
      <p className="mk-fieldset__help">
        {tiers.fields.length === 0
          ? 'None yet: every quantity pays the price per unit. Add a break to sell larger quantities for less.'
          : 'From each quantity on, every unit costs the price of its break.'}
      </p>
      {tiers.fields.length > 0 ? (
        <ol className="mk-tier-list" aria-label="Quantity breaks">
          {tiers.fields.map((tier, index) => (
            <li key={tier.id} className="mk-tier-row">
              <FormTextField control={control} name={`pricingTiers.${index}.minQuantity`} label={rowLabel('From quantity', index)} inputMode="numeric" isRequired />
              <FormTextField control={control} name={`pricingTiers.${index}.price`} label={rowLabel('Price each ($)', index)} inputMode="decimal" isRequired />
              <Button className="mk-tier-row__remove" variant="ghost" size="sm" aria-label={`Remove break ${index + 1}`} onPress={() => tiers.remove(index)}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" isDisabled={isFull} onPress={() => tiers.append({ minQuantity: '', price: '' })}>
          Add a quantity break
        </Button>
        {isFull ? <p className="mk-fieldset__help">At most {MAX_QUANTITY_BREAKS} breaks.</p> : null}
      </div>
    </fieldset>
  );
}
