import { applyServerError } from '@marketplace/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormError, FormSelect, FormTextField, showFlash } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import type { MetadataData, ProductPayload } from '../../api/supplier-api';
import { productFormFieldNames, productFormSchema, type ProductFormValues } from '../../forms/schemas';
import { RichTextEditor } from '../rich-text-editor/rich-text-editor';
import { useReportUnsaved } from '../unsaved-changes/unsaved-changes';
import '../../styles/supplier-admin.css';

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  metadata: MetadataData;
  initialValues: ProductFormValues;
  submitLabel: string;
  /** Saves the product; throws (an ApiError from `unwrap()`) on failure. */
  onSubmit: (product: ProductPayload) => Promise<void>;
  secondaryAction?: ReactNode;
}

/** A blank product form. */
export const emptyProductForm: ProductFormValues = { name: '', descriptionHtml: '', brandId: '', categoryId: '', subCategoryId: '', unitOfMeasure: '' };

/**
 * The shared fields of a product: name, brand, category and sub-category, unit and the rich-text
 * description. Checked as the API checks them; the server's field messages land under their fields.
 */
export function ProductForm({ metadata, initialValues, submitLabel, onSubmit, secondaryAction }: ProductFormProps): ReactElement {
  const dispatch = useDispatch();
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: initialValues, mode: 'onTouched' });
  const { control } = form;
  useReportUnsaved('product', form.formState.isDirty && !form.formState.isSubmitting);
  const categoryId = useWatch({ control, name: 'categoryId' });
  const category = metadata.categories.find((candidate) => candidate.id === categoryId);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        name: values.name,
        descriptionHtml: values.descriptionHtml ?? '',
        brandId: values.brandId,
        categoryId: values.categoryId,
        subCategoryId: values.subCategoryId || null,
        unitOfMeasure: values.unitOfMeasure,
      });
      form.reset(values);
    } catch (error) {
      const message = applyServerError(error, form.setError, productFormFieldNames, 'We could not save the product. Please try again.');
      dispatch(showFlash({ message, level: 'error' }));
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label="Product details">
      {serverError ? <FormError title="We could not save the product" error={serverError} /> : null}
      <FormTextField control={control} name="name" label="Product name" isRequired />
      <div className="mk-field-row">
        <FormSelect control={control} name="brandId" label="Brand" options={metadata.brands.map((brand) => ({ value: brand.id, label: brand.name }))} isRequired />
        <FormSelect
          control={control}
          name="categoryId"
          label="Category"
          options={metadata.categories.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          isRequired
        />
        <FormSelect
          control={control}
          name="subCategoryId"
          label="Sub-category"
          options={[{ value: '', label: 'None' }, ...(category?.subCategories ?? []).map((sub) => ({ value: sub.id, label: sub.name }))]}
        />
        <FormTextField control={control} name="unitOfMeasure" label="Unit of measure" description="What one unit is: sheet, box, piece…" isRequired />
      </div>
      <Controller
        control={control}
        name="descriptionHtml"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Description"
            description="What builders need to know: sizes, ratings, uses."
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div className="mk-form-actions">
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving">
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </Form>
  );
}
