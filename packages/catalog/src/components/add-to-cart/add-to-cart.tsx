import { errorMessage, toApiError } from '@marketplace/api-client';
import { MAX_CART_QUANTITY } from '@marketplace/contracts';
import { Button, formatQuantity, QuantityField, showFlash } from '@marketplace/ui-kit';
import { useRef, useState, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
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

/**
 * What is wrong with a quantity, or null. One number checked by hand rather than with a form
 * library and a schema: react-hook-form and zod weighed 40 kB (gzip) of the product page, the only
 * form on it (decision 0808).
 */
export function quantityProblem(quantity: number, minimum: number, unit: string): string | null {
  if (!Number.isFinite(quantity)) return 'Enter a quantity.';
  if (!Number.isInteger(quantity)) return 'Use a whole number.';
  if (quantity < minimum) return `Order at least ${formatQuantity(minimum, unit)}.`;
  if (quantity > MAX_CART_QUANTITY) return `Order at most ${MAX_CART_QUANTITY}.`;
  return null;
}

/**
 * Quantity and "Add to cart" for one deliverable offer. The quantity starts at the supplier's
 * minimum order and cannot go below it; the confirmation names the project and links to its cart.
 */
export function AddToCart({ offerId, projectId, projectName, minimumOrderQuantity, unit }: AddToCartProps): ReactElement {
  const dispatch = useDispatch();
  const minimum = Math.max(1, minimumOrderQuantity);
  const [addToCart, { isLoading }] = useAddOfferToCartMutation();
  const [added, setAdded] = useState(false);
  const [quantity, setQuantity] = useState(minimum);
  // Checked on submit, then again on every change until the quantity is right.
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async () => {
    setSubmitted(true);
    const invalid = quantityProblem(quantity, minimum, unit);
    setProblem(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    setAdded(false);
    try {
      await addToCart({ projectId, productSupplierVariantId: offerId, quantity }).unwrap();
      setAdded(true);
      dispatch(showFlash({ message: `Added to the cart of ${projectName}. Open the cart to check out.`, level: 'success' }));
    } catch (failure) {
      const apiError = toApiError(failure);
      const fieldMessage = apiError.fields?.quantity;
      if (fieldMessage) setProblem(fieldMessage);
      dispatch(showFlash({ message: errorMessage(apiError, 'We could not add this to the cart. Please try again.'), level: 'error' }));
    }
  };

  return (
    <form
      className="mk-add-to-cart"
      aria-label="Add to cart"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <QuantityField
        ref={input}
        name="quantity"
        label="Quantity"
        value={quantity}
        onChange={(next) => {
          setQuantity(next);
          if (submitted) setProblem(quantityProblem(next, minimum, unit));
        }}
        minValue={minimum}
        maxValue={MAX_CART_QUANTITY}
        description={minimumOrderText(minimum, unit) ?? undefined}
        errorMessage={problem ?? undefined}
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
