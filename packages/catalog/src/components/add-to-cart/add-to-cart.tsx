import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, toApiError } from '@marketplace/api-client';
import { MAX_CART_QUANTITY } from '@marketplace/contracts';
import { Button, formatQuantity, QuantityField, showFlash } from '@marketplace/ui-kit';
import { useMemo, useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAddOfferToCartMutation } from '../../api/cart-api';
import { minimumOrderText } from '../../model/delivery-terms';
import '../../styles/catalog.css';

/** The cart page of the app. The cart belongs to another feature, so it is reached by its route path. */
export const CART_HREF = '/cart';

/** Props of {@link AddToCart}. */
export interface AddToCartProps {
  /** The product supplier variant to add. */
  offerId: string;
  projectId: string;
  /** Named in the confirmation, so the builder sees which project's cart it went to. */
  projectName: string;
  minimumOrderQuantity: number;
  unit: string;
}

function addToCartSchema(minimum: number, unit: string) {
  return z.object({
    quantity: z
      .number({ error: 'Enter a quantity.' })
      .int({ error: 'Use a whole number.' })
      .min(minimum, { error: `Order at least ${formatQuantity(minimum, unit)}.` })
      .max(MAX_CART_QUANTITY, { error: `Order at most ${MAX_CART_QUANTITY}.` }),
  });
}

/**
 * Quantity and "Add to cart" for one deliverable offer. The quantity starts at the supplier's
 * minimum order and cannot go below it; the confirmation names the project and links to its cart.
 */
export function AddToCart({ offerId, projectId, projectName, minimumOrderQuantity, unit }: AddToCartProps): ReactElement {
  const dispatch = useDispatch();
  const minimum = Math.max(1, minimumOrderQuantity);
  const schema = useMemo(() => addToCartSchema(minimum, unit), [minimum, unit]);
  const [addToCart, { isLoading }] = useAddOfferToCartMutation();
  const [added, setAdded] = useState(false);
  const { control, handleSubmit, setError } = useForm<{ quantity: number }>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: minimum },
  });

  const submit = handleSubmit(async ({ quantity }) => {
    setAdded(false);
    try {
      await addToCart({ projectId, productSupplierVariantId: offerId, quantity }).unwrap();
      setAdded(true);
      dispatch(showFlash({ message: `Added to the cart of ${projectName}. Open the cart to check out.`, level: 'success' }));
    } catch (failure) {
      const apiError = toApiError(failure);
      const fieldMessage = apiError.fields?.quantity;
      if (fieldMessage) setError('quantity', { type: 'server', message: fieldMessage });
      dispatch(showFlash({ message: errorMessage(apiError, 'We could not add this to the cart. Please try again.'), level: 'error' }));
    }
  });

  return (
    <form className="mk-add-to-cart" aria-label="Add to cart" onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={control}
        name="quantity"
        render={({ field, fieldState }) => (
          <QuantityField
            {...field}
            label="Quantity"
            minValue={minimum}
            maxValue={MAX_CART_QUANTITY}
            description={minimumOrderText(minimum, unit) ?? undefined}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" isLoading={isLoading} loadingLabel="Adding to cart">
        Add to cart
      </Button>
      {added ? (
        <Link to={CART_HREF} className="mk-catalog-muted">
          View the cart of {projectName}
        </Link>
      ) : null}
    </form>
  );
}
