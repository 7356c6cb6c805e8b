import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { mockProject, studOffer } from '../../mocks/fixtures';
import { failingHandler } from '../../mocks/handlers';
import { makeMockStore } from '../../mocks/mock-store';
import { setupMswServer } from '../../test/msw-server';
import { OfferAvailability } from './offer-availability';

const server = setupMswServer();

function renderOffer(offerId = studOffer.id) {
  render(
    <Provider store={makeMockStore()}>
      <OfferAvailability variantId={studOffer.variant_id} offerId={offerId} projectId={mockProject.id} />
    </Provider>,
  );
}

describe('OfferAvailability', () => {
  it('shows the availability of this offer among the variant’s offers', async () => {
    renderOffer();
    expect(await screen.findByText('Deliverable')).toBeInTheDocument();
  });

  it('shows another supplier’s offer of the same variant as not deliverable', async () => {
    renderOffer(studOffer.id.replace('northside', 'harbor'));
    expect(await screen.findByText('Not deliverable')).toBeInTheDocument();
  });

  it('says when availability could not be checked', async () => {
    server.use(failingHandler('get', `/api/product_variants/${studOffer.variant_id}/availability/${mockProject.id}/`));
    renderOffer();
    expect(await screen.findByText('Delivery could not be checked')).toBeInTheDocument();
  });
});
