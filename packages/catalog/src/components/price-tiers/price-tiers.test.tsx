import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTiers } from './price-tiers';

describe('PriceTiers', () => {
  it('lists each break with the quantities it covers', () => {
    render(
      <PriceTiers
        unit="each"
        tiers={[
          { minQuantity: 200, priceCents: 440 },
          { minQuantity: 1, priceCents: 489 },
          { minQuantity: 50, priceCents: 465 },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Volume pricing' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'QuantityPrice / each',
      '1–49$4.89',
      '50–199$4.65',
      '200+$4.40',
    ]);
  });

  it('draws nothing for a single price', () => {
    const { container } = render(<PriceTiers unit="each" tiers={[{ minQuantity: 1, priceCents: 489 }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
