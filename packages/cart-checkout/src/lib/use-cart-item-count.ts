import { useGetCartQuery } from '../api/cart-api';

/**
 * How many lines the project's cart holds, or null before it is known (no project, loading, or
 * failed). Read through the cart call and its cache tag, so adding, changing or removing items
 * anywhere updates every place that shows the count.
 */
export function useCartItemCount(projectId: string | null): number | null {
  const cart = useGetCartQuery(projectId ?? '', { skip: !projectId });
  return projectId && cart.data ? cart.data.itemCount : null;
}
