import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allHandlers } from '../mocks/all-handlers';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockStore, withRoute } from '../mocks/story-parameters';
import { StatementsPage } from './statements-page';

const meta = {
  title: 'Supplier admin/Pages/Statements',
  component: StatementsPage,
  decorators: [withRoute],
  parameters: { route: { path: '/supplier/statements', url: '/supplier/statements' }, store: mockStore(), msw: { handlers: allHandlers() } },
} satisfies Meta<typeof StatementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two builders in dollars and one in Canadian dollars, by age, with a total per currency. */
export const ByBuilder: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Statements by builder' }));
    await expect(await table.findByRole('row', { name: /Total \(USD\)/ })).toHaveTextContent('$13,734.00');
    await expect(table.getByRole('row', { name: /Total \(CAD\)/ })).toHaveTextContent('CA$800.00');
  },
};

/** Nothing is owed: every invoice is paid or void. */
export const NothingOwed: Story = {
  parameters: { msw: { handlers: allHandlers({ invoices: { statements: { as_of: '2026-11-24', statements: [] } } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing is owed to you' })).toBeVisible();
  },
};

/** While the statements load. */
export const Loading: Story = {
  parameters: { msw: { handlers: allHandlers({}, pendingHandler('get', '/api/supplier/statements/')) } },
};

/** The statements could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: allHandlers({}, failingHandler('get', '/api/supplier/statements/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your statements' })).toBeVisible();
  },
};
