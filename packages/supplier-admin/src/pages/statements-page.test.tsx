import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allHandlers } from '../mocks/all-handlers';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();
const cellsOf = (name: RegExp) => within(within(screen.getByRole('grid', { name: 'Statements by builder' })).getByRole('row', { name })).getAllByRole('gridcell').map((cell) => cell.textContent);

describe('StatementsPage', () => {
  it('shows each builder’s open balance by age, then the totals of each currency', async () => {
    renderRoute({ url: '/supplier/statements' });
    expect(await screen.findByText('What builders owe you, by how late, as of Nov 24, 2026.')).toBeInTheDocument();
    await screen.findByRole('row', { name: /Bayside Construction/ });
    // Invoices, open balance, disputed, current, 1–30, 31–60, 61–90, 90+.
    expect(cellsOf(/Bayside Construction/)).toEqual(['2', '$2,500.00', '$0.00', '$500.00', '$0.00', '$0.00', '$0.00', '$2,000.00']);
    expect(cellsOf(/Total \(USD\)/)).toEqual(['7', '$13,734.00', '$303.00', '$6,500.00', '$3,000.00', '$1,234.00', '$1,000.00', '$2,000.00']);
    // Canadian dollars are totalled apart, never added to US dollars.
    expect(cellsOf(/Total \(CAD\)/)).toEqual(['1', 'CA$800.00', 'CA$0.00', 'CA$800.00', 'CA$0.00', 'CA$0.00', 'CA$0.00', 'CA$0.00']);
  });

  it('says when nothing is owed', async () => {
    server.resetHandlers(...allHandlers({ invoices: { statements: { as_of: '2026-11-24', statements: [] } } }));
    renderRoute({ url: '/supplier/statements' });
    expect(await screen.findByRole('heading', { name: 'Nothing is owed to you' })).toBeInTheDocument();
  });

  it('says when the statements could not be loaded', async () => {
    server.use(failingHandler('get', '/api/supplier/statements/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.')));
    renderRoute({ url: '/supplier/statements' });
    expect(await screen.findByRole('heading', { name: 'We could not load your statements' })).toBeInTheDocument();
  });
});
