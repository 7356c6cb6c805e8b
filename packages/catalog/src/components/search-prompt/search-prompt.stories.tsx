import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withCatalogRoute } from '../../mocks/story-parameters';
import { SearchPrompt } from './search-prompt';

const meta = {
  title: 'Catalog/Components/SearchPrompt',
  component: SearchPrompt,
  decorators: [withCatalogRoute],
  parameters: { route: { path: '/', url: '/' } },
} satisfies Meta<typeof SearchPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Product, brand or SKU'), 'joint compound{Enter}');
    await expect(await canvas.findByText('/products?search=joint+compound')).toBeInTheDocument();
  },
};
