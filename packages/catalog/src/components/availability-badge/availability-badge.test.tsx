import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvailabilityBadge } from './availability-badge';

describe('AvailabilityBadge', () => {
  it('shows a deliverable offer with its stock and earliest day', () => {
    render(<AvailabilityBadge availability={{ deliverable: true, stockOnHand: 1200, earliestDeliveryDate: '2026-11-24' }} />);
    expect(screen.getByText('Deliverable').parentElement).toHaveTextContent(
      'Deliverable· 1,200 in stock· Earliest Tue, Nov 24, 2026',
    );
  });

  it('says when an offer cannot reach the project', () => {
    render(<AvailabilityBadge availability={{ deliverable: false, stockOnHand: 3, earliestDeliveryDate: null }} />);
    expect(screen.getByText('Not deliverable').parentElement).toHaveTextContent('Not deliverable to this project · 3 in stock');
  });

  it('marks itself busy while loading', () => {
    render(<AvailabilityBadge isLoading />);
    expect(screen.getByLabelText('Checking delivery')).toHaveAttribute('aria-busy', 'true');
  });
});
