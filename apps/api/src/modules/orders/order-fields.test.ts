import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { parseFields } from './order-fields';

describe('parseFields', () => {
  it('nests dotted paths and lets a whole group win over fields inside it', () => {
    expect(parseFields('number, purchase_orders.line_items.quantity,purchase_orders.supplier_company_name')).toEqual({
      number: true,
      purchase_orders: { line_items: { quantity: true }, supplier_company_name: true },
    });
    expect(parseFields('purchase_orders.line_items.quantity,purchase_orders.line_items')).toEqual({ purchase_orders: { line_items: true } });
    expect(parseFields('purchase_orders.line_items,purchase_orders.line_items.quantity')).toEqual({ purchase_orders: { line_items: true } });
    expect(parseFields('project.postal_code,purchase_orders.attachments.url')).toEqual({ project: { postal_code: true }, purchase_orders: { attachments: { url: true } } });
  });

  it('refuses unknown names, paths into plain values and empty lists, naming `fields`', () => {
    for (const text of ['nope', 'number.x', 'purchase_orders.line_items.nope', ' , ', 'purchase_orders.']) {
      let error: unknown;
      try {
        parseFields(text);
      } catch (caught) {
        error = caught;
      }
      expect(error, text).toBeInstanceOf(AppError);
      expect((error as AppError).fields, text).toHaveProperty('fields');
    }
  });
});
