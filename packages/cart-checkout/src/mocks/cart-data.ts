import { camelizeKeys } from '@marketplace/api-client';
import type { CartData } from '../api/cart-api';
import { mockCartLines, mockRequirements, type MockCartLine } from './fixtures';
import { cartView } from './handlers';

/** A cart as components receive it (camelCase), for component stories and tests. */
export function mockCart(lines: MockCartLine[] = mockCartLines(), requirements: Record<string, string> = mockRequirements()): CartData {
  return camelizeKeys(cartView(lines, requirements)) as CartData;
}
