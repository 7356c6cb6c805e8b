import { invoiceStatuses } from '@marketplace/contracts';
import type { InvoiceStatus } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import { canMoveInvoice, illegalMoveMessage, invoiceStands } from './invoice-status-rules';
import type { InvoiceActor } from './invoice-status-rules';

/** Every legal move, as PROCUREMENT.md and decision 0610 list them; everything else is refused. */
const legal: Record<InvoiceActor, string[]> = {
  match: ['received→matched', 'received→exception'],
  system: ['exception→matched', 'matched→approved', 'approved→paid'],
  builder: ['matched→approved', 'matched→disputed', 'exception→approved', 'exception→disputed', 'disputed→approved', 'approved→exported', 'approved→paid', 'exported→paid'],
  supplier: ['matched→void', 'exception→void', 'disputed→void'],
};

describe('canMoveInvoice', () => {
  for (const actor of ['match', 'system', 'builder', 'supplier'] as const) {
    it(`lets the ${actor} make exactly its moves`, () => {
      const allowed: string[] = [];
      for (const from of invoiceStatuses) {
        for (const to of invoiceStatuses) if (canMoveInvoice(actor, from, to)) allowed.push(`${from}→${to}`);
      }
      expect(allowed.sort()).toEqual([...legal[actor]].sort());
    });
  }

  it('never moves a void or paid invoice again', () => {
    for (const from of ['void', 'paid'] as InvoiceStatus[]) {
      for (const to of invoiceStatuses) expect(['match', 'system', 'builder', 'supplier'].some((actor) => canMoveInvoice(actor as InvoiceActor, from, to))).toBe(false);
    }
  });
});

describe('illegalMoveMessage', () => {
  it('names where the invoice is and what was asked', () => {
    expect(illegalMoveMessage('paid', 'disputed')).toBe('This invoice is paid: it cannot be disputed.');
    expect(illegalMoveMessage('void', 'paid')).toBe('This invoice is void: it cannot be marked paid.');
  });
});

describe('invoiceStands', () => {
  it('says an exception has exceptions, and every other status as a word', () => {
    expect(illegalMoveMessage('exception', 'paid')).toBe('This invoice has exceptions: it cannot be marked paid.');
    expect(invoiceStands('void', 'Invoice 42')).toBe('Invoice 42 is void');
  });
});
