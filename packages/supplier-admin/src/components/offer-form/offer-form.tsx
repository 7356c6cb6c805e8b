import { applyServerError } from '@marketplace/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Form, FormError, FormTextField, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useUpdateOfferMutation, type OfferData } from '../../api/supplier-api';
import { offerFormFieldNames, offerFormSchema, type OfferFormOutput, type OfferFormValues } from '../../forms/schemas';
import { dollarsOf } from '../../lib/money';
import { QuantityBreaksEditor } from '../quantity-breaks-editor/quantity-breaks-editor';
import { useReportUnsaved } from '../unsaved-changes/unsaved-changes';
import '../../styles/supplier-admin.css';

/** The form values of a saved offer. */
export function offerFormValuesOf(offer: OfferData): OfferFormValues {
  return {
    price: dollarsOf(offer.pricing?.priceCents ?? 0),
    stockOnHand: String(offer.stockOnHand),
    leadTimeDays: String(offer.leadTimeDays),
    minimumOrderQuantity: String(offer.minimumOrderQuantity),
    active: offer.active,
    pricingTiers: (offer.pricingTiers ?? []).map((tier) => ({ minQuantity: String(tier.minQuantity), price: dollarsOf(tier.priceCents) })),
  };
}

/**
 * The supplier's offer of one variant: price, quantity breaks, stock, lead time, minimum order,
 * and whether builders see it. Fields are checked as they are left, as the API checks them.
 */
export function OfferForm({ offer, label }: { offer: OfferData; label: string }): ReactElement {
  const dispatch = useDispatch();
  const [updateOffer] = useUpdateOfferMutation();
  const form = useForm<OfferFormValues, unknown, OfferFormOutput>({ resolver: zodResolver(offerFormSchema), defaultValues: offerFormValuesOf(offer), mode: 'onTouched' });
  const { control } = form;
  useReportUnsaved(`offer-${offer.id}`, form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateOffer({
        id: offer.id,
        productId: offer.productId,
        offer: {
          priceCents: values.price,
          stockOnHand: values.stockOnHand,
          leadTimeDays: values.leadTimeDays,
          minimumOrderQuantity: values.minimumOrderQuantity,
          active: values.active,
          pricingTiers: values.pricingTiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: tier.price })),
        },
      }).unwrap();
      form.reset(offerFormValuesOf(saved));
      dispatch(showFlash({ message: `${offer.variantName}: price and stock saved.`, level: 'success' }));
    } catch (error) {
      const message = applyServerError(error, form.setError, offerFormFieldNames, 'We could not save the offer. Please try again.');
      dispatch(showFlash({ message, level: 'error' }));
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label={label}>
      {serverError ? <FormError title="We could not save the offer" error={serverError} /> : null}
      <div className="mk-field-row">
        <FormTextField control={control} name="price" label="Price per unit ($)" inputMode="decimal" isRequired />
        <FormTextField control={control} name="stockOnHand" label="In stock" inputMode="numeric" isRequired />
        <FormTextField control={control} name="leadTimeDays" label="Lead time (days)" inputMode="numeric" isRequired />
        <FormTextField control={control} name="minimumOrderQuantity" label="Minimum order" inputMode="numeric" isRequired />
      </div>
      <QuantityBreaksEditor control={control} />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Checkbox isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} description="Hidden offers are invisible to builders.">
            Builders can buy this variant
          </Checkbox>
        )}
      />
      <div className="mk-form-actions">
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving">
          Save price and stock
        </Button>
      </div>
    </Form>
  );
}
