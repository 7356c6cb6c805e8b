import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, toApiError } from '@marketplace/api-client';
import { Button, TextArea, useFlash } from '@marketplace/ui-kit';
import { useEffect, useRef, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSaveCartRequirementsMutation } from '../../api/cart-api';
import { fieldError } from '../../lib/field-error';

/** Longest text the API keeps for one supplier (contracts: cartRequirementsRequestSchema). */
export const MAX_REQUIREMENTS_LENGTH = 4000;

const requirementsSchema = z.object({
  requirements: z.string().trim().max(MAX_REQUIREMENTS_LENGTH, { error: `Use at most ${MAX_REQUIREMENTS_LENGTH} characters.` }),
});
type RequirementsValues = z.input<typeof requirementsSchema>;

/** Props of {@link RequirementsForm}. */
export interface RequirementsFormProps {
  projectId: string;
  supplier: { id: string; name: string };
  /** The text the cart holds for this supplier. */
  requirements: string | null;
}

/**
 * Free-text specification requirements for one supplier's purchase order (grades, treatments,
 * delivery instructions). Saved when the field is left or with the button, and only when changed.
 */
export function RequirementsForm({ projectId, supplier, requirements }: RequirementsFormProps): ReactElement {
  const flash = useFlash();
  const [save, { isLoading }] = useSaveCartRequirementsMutation();
  const { control, handleSubmit, reset, setError } = useForm<RequirementsValues>({
    resolver: zodResolver(requirementsSchema),
    defaultValues: { requirements: requirements ?? '' },
  });

  // The text last sent, so leaving the field and then pressing Save sends it once.
  const sent = useRef((requirements ?? '').trim());

  // The cart answered another text (saved here or elsewhere): start from it.
  useEffect(() => {
    sent.current = (requirements ?? '').trim();
    reset({ requirements: requirements ?? '' });
  }, [requirements, reset]);

  const submit = handleSubmit(async (values) => {
    const text = values.requirements.trim();
    // Leaving the field unchanged saves nothing.
    if (text === sent.current) return;
    sent.current = text;
    flash.clear();
    try {
      await save({ projectId, supplierId: supplier.id, requirements: values.requirements }).unwrap();
      reset({ requirements: text });
      flash.success(`Requirements for ${supplier.name} saved.`);
    } catch (failure) {
      sent.current = (requirements ?? '').trim();
      const apiError = toApiError(failure);
      flash.error(errorMessage(apiError, 'We could not save the requirements. Please try again.'));
      setError('requirements', { type: 'server', message: fieldError(apiError, 'requirements') ?? apiError.displayError ?? 'Not saved.' });
    }
  });

  return (
    <form className="mk-cart-requirements" onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={control}
        name="requirements"
        render={({ field, fieldState }) => (
          <TextArea
            {...field}
            rows={3}
            label={`Specification requirements for ${supplier.name}`}
            description="Grades, treatments, cut lengths or site instructions for this supplier. Saved when you leave the field."
            errorMessage={fieldState.error?.message}
            onBlur={() => {
              field.onBlur();
              void submit();
            }}
          />
        )}
      />
      <div>
        <Button type="submit" size="sm" variant="secondary" isLoading={isLoading} loadingLabel="Saving">
          Save requirements
        </Button>
      </div>
    </form>
  );
}
