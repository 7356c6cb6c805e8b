import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { mockProject, studOffer } from '../../mocks/fixtures';
import { failingHandler } from '../../mocks/handlers';
import { makeMockStore } from '../../mocks/mock-store';
import { setupMswServer } from '../../test/msw-server';
import { ProductAvailability } from './product-availability';

const server = setupMswServer();

function renderAvailability(projectId: string | null) {
  render(
    <Provider store={makeMockStore()}>
      <ProductAvailability variantId={studOffer.variant_id} offerId={studOffer.id} projectId={projectId} />
    </Provider>,
  );
}

describe('ProductAvailability', () => {
  it('asks for a project when none is selected', () => {
    renderAvailability(null);
    expect(screen.getByText('Choose a project to see delivery.')).toBeInTheDocument();
  });

  it('shows stock, earliest delivery and terms for the project', async () => {
    renderAvailability(mockProject.id);
    expect(await screen.findByText('Delivering to Maple Street Duplex')).toBeInTheDocument();
    expect(screen.getByText('Deliverable').parentElement).toHaveTextContent('120 in stock· Earliest Tue, Nov 24, 2026');
    // The lead time is said with the rule that makes it apply, beside the earliest day it explains.
    expect(screen.getByText('In stock: earliest delivery tomorrow; lead time 7 days when out of stock.')).toBeInTheDocument();
  });

  it('offers to check again after a failure', async () => {
    server.use(failingHandler('get', `/api/product_variants/${studOffer.variant_id}/availability/${mockProject.id}/`));
    renderAvailability(mockProject.id);
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is unavailable right now.');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Deliverable')).toBeInTheDocument();
  });
});
