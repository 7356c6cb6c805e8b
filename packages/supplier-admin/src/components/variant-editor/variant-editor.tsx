import { applyServerError } from '@marketplace/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Form, FormError, FormSelect, FormTextField, Stack, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useCreateVariantMutation, useUpdateVariantMutation, type MetadataData, type OfferData, type ProductData } from '../../api/supplier-api';
import { variantFormFieldNames, variantFormSchema, type VariantFormValues } from '../../forms/schemas';
import { ImageManager } from '../image-manager/image-manager';
import { OfferForm } from '../offer-form/offer-form';
import { useReportUnsaved } from '../unsaved-changes/unsaved-changes';
import '../../styles/supplier-admin.css';

type Attribute = MetadataData['attributes'][number];
type Variant = ProductData['variants'][number];

/** The attributes a product's variants take values of: its category's and its sub-category's. */
export function attributesOf(product: ProductData, metadata: MetadataData): Attribute[] {
  const ids = new Set([product.category.id, product.subCategory?.id].filter(Boolean));
  return metadata.attributes.filter((attribute) => ids.has(attribute.categoryId));
}

interface VariantFieldsFormProps {
  label: string;
  attributes: Attribute[];
  initialValues: VariantFormValues;
  submitLabel: string;
  unsavedKey: string;
  onSubmit: (values: { name: string; sku: string; optionIds: string[] }) => Promise<void>;
  resetAfterSubmit?: boolean;
}

/** Name, SKU and one value per attribute: the fields of a new or existing variant. */
function VariantFieldsForm({ label, attributes, initialValues, submitLabel, unsavedKey, onSubmit, resetAfterSubmit = false }: VariantFieldsFormProps): ReactElement {
  const dispatch = useDispatch();
  const form = useForm<VariantFormValues>({ resolver: zodResolver(variantFormSchema), defaultValues: initialValues, mode: 'onTouched' });
  const { control } = form;
  useReportUnsaved(unsavedKey, form.formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ name: values.name.trim(), sku: values.sku.trim(), optionIds: Object.values(values.options).filter(Boolean) });
      form.reset(resetAfterSubmit ? initialValues : values);
    } catch (error) {
      const message = applyServerError(error, form.setError, variantFormFieldNames, 'We could not save the variant. Please try again.');
      dispatch(showFlash({ message, level: 'error' }));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label={label}>
      {serverError ? <FormError title="We could not save the variant" error={serverError} /> : null}
      <div className="mk-field-row">
        <FormTextField control={control} name="name" label="Variant name" description="e.g. 1/2 in, 4 ft x 8 ft" isRequired />
        <FormTextField control={control} name="sku" label="SKU" isRequired />
        {attributes.map((attribute) => (
          <FormSelect
            key={attribute.id}
            control={control}
            name={`options.${attribute.id}`}
            label={attribute.name}
            options={[{ value: '', label: 'Not set' }, ...(attribute.options ?? []).map((option) => ({ value: option.id, label: option.value }))]}
          />
        ))}
      </div>
      <div className="mk-form-actions">
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function optionsOf(variant: Variant, attributes: Attribute[]): Record<string, string> {
  return Object.fromEntries(attributes.map((attribute) => [attribute.id, variant.attributeValues.find((value) => value.attributeId === attribute.id)?.optionId ?? '']));
}

/** One variant: its fields, pictures, and the supplier's offer of it. */
export function VariantEditor({ product, variant, offer, attributes }: { product: ProductData; variant: Variant; offer: OfferData | undefined; attributes: Attribute[] }): ReactElement {
  const [updateVariant] = useUpdateVariantMutation();
  const dispatch = useDispatch();
  return (
    <Card title={variant.name} description={`SKU ${variant.sku}`} titleLevel={3}>
      <Stack gap="lg">
        <VariantFieldsForm
          label={`Variant ${variant.sku}`}
          attributes={attributes}
          initialValues={{ name: variant.name, sku: variant.sku, options: optionsOf(variant, attributes) }}
          submitLabel="Save variant"
          unsavedKey={`variant-${variant.id}`}
          onSubmit={async (values) => {
            await updateVariant({ id: variant.id, productId: product.id, variant: values }).unwrap();
            dispatch(showFlash({ message: `${values.name} saved.`, level: 'success' }));
          }}
        />
        <ImageManager
          productId={product.id}
          variant={{ id: variant.id, name: variant.name, sku: variant.sku, images: variant.images, optionIds: variant.attributeValues.map((value) => value.optionId) }}
        />
        {offer ? <OfferForm key={offer.id} offer={offer} label={`Offer of ${variant.sku}`} /> : <p>You do not sell this variant.</p>}
      </Stack>
    </Card>
  );
}

/** Adds a variant; it starts hidden from builders until its offer is priced and made active. */
export function AddVariantForm({ product, attributes }: { product: ProductData; attributes: Attribute[] }): ReactElement {
  const [createVariant] = useCreateVariantMutation();
  const dispatch = useDispatch();
  const empty: VariantFormValues = { name: '', sku: '', options: Object.fromEntries(attributes.map((attribute) => [attribute.id, ''])) };
  return (
    <Card title="Add a variant" description="Set its price and stock, then make it visible to builders." titleLevel={3}>
      <VariantFieldsForm
        label="Add a variant"
        attributes={attributes}
        initialValues={empty}
        submitLabel="Add variant"
        unsavedKey="new-variant"
        resetAfterSubmit
        onSubmit={async (values) => {
          const created = await createVariant({ productId: product.id, variant: values }).unwrap();
          dispatch(showFlash({ message: `${created.name} added. Set its price and stock below.`, level: 'success' }));
        }}
      />
    </Card>
  );
}
