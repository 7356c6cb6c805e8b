import { describe, expect, it } from 'vitest';
import { camelizeKeys, keepKeys, snakifyKeys, toCamelCase, toSnakeCase } from './case-conversion';

describe('key conversion', () => {
  it.each([
    ['first_name', 'firstName'],
    ['tos_accepted', 'tosAccepted'],
    ['email', 'email'],
  ])('camelCases %s as %s', (wire, client) => {
    expect(toCamelCase(wire)).toBe(client);
    expect(toSnakeCase(client)).toBe(wire);
  });

  it('drops the underscore before a digit (one-way: the wire name is not recovered)', () => {
    expect(toCamelCase('address_line_1')).toBe('addressLine1');
  });

  it('converts nested objects and arrays deeply', () => {
    expect(camelizeKeys({ purchase_orders: [{ line_items: [{ unit_price: 1 }] }], total: null })).toEqual({
      purchaseOrders: [{ lineItems: [{ unitPrice: 1 }] }],
      total: null,
    });
    expect(snakifyKeys([{ projectId: 1, dates: { requestDeliveryDate: 'x' } }])).toEqual([
      { project_id: 1, dates: { request_delivery_date: 'x' } },
    ]);
  });

  it('leaves FormData, Blob, Date and primitives alone', () => {
    const form = new FormData();
    form.append('imageFile', 'x');
    const blob = new Blob(['a']);
    const date = new Date(0);
    expect(snakifyKeys(form)).toBe(form);
    expect(snakifyKeys({ fileBody: blob, sentAt: date })).toEqual({ file_body: blob, sent_at: date });
    expect(camelizeKeys('some_text')).toBe('some_text');
    expect(camelizeKeys(undefined)).toBeUndefined();
  });

  it('keeps the keys of a marked free-form map, however deep', () => {
    const metadata = keepKeys({ linkSessionId: 'a', accounts: [{ accountId: 'b' }] });
    expect(JSON.parse(JSON.stringify(snakifyKeys({ publicToken: 't', metadata })))).toEqual({
      public_token: 't',
      metadata: { linkSessionId: 'a', accounts: [{ accountId: 'b' }] },
    });
  });
});
