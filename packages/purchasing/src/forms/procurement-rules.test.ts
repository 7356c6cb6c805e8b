import {
  disputeReasons,
  invoiceListStatuses,
  invoiceToleranceValuesRequestSchema,
  MAX_CART_QUANTITY,
  MAX_INVOICE_CENTS,
  MAX_QUOTE_LINES,
  MAX_QUOTE_SUPPLIERS,
  MAX_TOLERANCE_BASIS_POINTS,
  quoteRequestStatuses,
} from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import * as rules from './procurement-rules';

const tolerances = { price_basis_points: 0, price_amount_cents: 0, quantity_basis_points: 0, quantity_units: 0, total_basis_points: 0, total_amount_cents: 0 };

describe('the procurement rules the screens repeat', () => {
  it('agree with the contracts', () => {
    expect(rules.MAX_QUOTE_SUPPLIERS).toBe(MAX_QUOTE_SUPPLIERS);
    expect(rules.MAX_QUOTE_LINES).toBe(MAX_QUOTE_LINES);
    expect(rules.MAX_QUOTE_QUANTITY).toBe(MAX_CART_QUANTITY);
    expect(rules.quoteRequestStatusValues).toEqual(quoteRequestStatuses);
    expect(rules.invoiceFilterValues).toEqual(invoiceListStatuses);
    expect(rules.disputeReasonValues).toEqual(disputeReasons);
    expect(rules.MAX_TOLERANCE_BASIS_POINTS).toBe(MAX_TOLERANCE_BASIS_POINTS);
    expect(rules.MAX_TOLERANCE_CENTS).toBe(MAX_INVOICE_CENTS);
  });

  it('allow the tolerances the contracts allow, and no more', () => {
    const at = (overrides: Partial<typeof tolerances>) => invoiceToleranceValuesRequestSchema.safeParse({ ...tolerances, ...overrides }).success;
    expect(at({ price_basis_points: rules.MAX_TOLERANCE_BASIS_POINTS, price_amount_cents: rules.MAX_TOLERANCE_CENTS, quantity_units: rules.MAX_TOLERANCE_UNITS })).toBe(true);
    expect(at({ quantity_units: rules.MAX_TOLERANCE_UNITS + 1 })).toBe(false);
    expect(at({ total_amount_cents: rules.MAX_TOLERANCE_CENTS + 1 })).toBe(false);
  });
});
