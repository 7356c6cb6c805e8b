import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allHandlers } from '../mocks/all-handlers';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();
const row = (name: RegExp) => within(screen.getByRole('grid', { name: 'Quote requests' })).getByRole('row', { name });

describe('QuoteRequestsPage', () => {
  it('lists each request with where it stands, the deadline, the project’s city and its lines', async () => {
    renderRoute({ url: '/supplier/quotes' });
    const fresh = await screen.findByRole('row', { name: /Mission Bay Townhomes · Summit Builders/ });
    expect(fresh).toHaveTextContent('New');
    expect(fresh).toHaveTextContent('San Francisco, CA');
    expect(fresh).toHaveTextContent(/\(in 3 days\)/);
    expect(within(fresh).getAllByRole('gridcell').at(-1)).toHaveTextContent('3');
    expect(row(/Oakland Lofts/)).toHaveTextContent('Answered');
    // Past its deadline unanswered: expired, though the API has not marked the invitation yet.
    expect(row(/Berkeley Library Annex/)).toHaveTextContent('Expired');
    expect(row(/San Jose Offices/)).toHaveTextContent('Declined');
    expect(row(/Palo Alto Homes/)).toHaveTextContent('Answered');
  });

  it('opens a request, which then reads as viewed', async () => {
    const { user } = renderRoute({ url: '/supplier/quotes' });
    await user.click(await screen.findByRole('link', { name: 'Mission Bay Townhomes · Summit Builders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote request for Mission Bay Townhomes' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All quote requests' }));
    expect(await within(await screen.findByRole('row', { name: /Mission Bay Townhomes/ })).findByText('Viewed')).toBeInTheDocument();
  });

  it('says when no builder has asked yet', async () => {
    server.resetHandlers(...allHandlers({ quotes: { requests: [] } }));
    renderRoute({ url: '/supplier/quotes' });
    expect(await screen.findByRole('heading', { name: 'No quote requests yet' })).toBeInTheDocument();
  });

  it('says when the requests could not be loaded', async () => {
    server.use(failingHandler('get', '/api/quote-requests/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.')));
    renderRoute({ url: '/supplier/quotes' });
    expect(await screen.findByRole('heading', { name: 'We could not load your quote requests' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });
});
