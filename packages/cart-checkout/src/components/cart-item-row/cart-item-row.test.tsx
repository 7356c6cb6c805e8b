import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { mockCart } from '../../mocks/cart-data';
import { mockProject } from '../../mocks/fixtures';
import { makeMockStore } from '../../mocks/mock-store';
import { setupMswServer } from '../../test/msw-server';
import { CartItemRow } from './cart-item-row';

setupMswServer();

const item = mockCart().groups[0]!.items[0]!;

function renderRow(row: typeof item) {
  render(
    <Provider store={makeMockStore()}>
      <ul>
        <CartItemRow item={row} projectId={mockProject.id} />
      </ul>
    </Provider>,
  );
}

describe('CartItemRow', () => {
  it('lets the builder change the quantity of a catalogue line', () => {
    renderRow(item);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeEnabled();
    expect(screen.queryByText(/Quoted price/)).not.toBeInTheDocument();
  });

  it('keeps a quoted line at its quoted quantity and says until when its price holds', () => {
    renderRow({ ...item, quote: { quoteLineId: 'quote-line-1', quotedUnitPriceCents: item.unitPriceCents, validUntil: '2026-12-15', inForce: true } });
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByText('The quoted quantity')).toBeInTheDocument();
    expect(screen.getByText(/^Quoted price, valid through .*Dec.* 15/)).toBeInTheDocument();
  });

  it('treats a quote that lapsed as a catalogue line again', () => {
    renderRow({ ...item, quote: { quoteLineId: 'quote-line-1', quotedUnitPriceCents: item.unitPriceCents, validUntil: '2026-11-01', inForce: false } });
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeEnabled();
    expect(screen.queryByText(/Quoted price/)).not.toBeInTheDocument();
  });
});
