import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FiltersDrawer } from './filters-drawer';

const meta = {
  title: 'Catalog/Components/FiltersDrawer',
  component: FiltersDrawer,
  args: { activeCount: 2, resultCount: 12, children: <p>The product filters.</p> },
} satisfies Meta<typeof FiltersDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button counts the active filters. */
export const Closed: Story = {};

/** No filter on yet. */
export const NoneActive: Story = { args: { activeCount: 0, resultCount: undefined } };

/** Open: the filters in a dialog, with a button back to the results. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters (2)' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' });
    await expect(within(dialog).getByRole('button', { name: 'Show 12 offers' })).toBeInTheDocument();
  },
};
