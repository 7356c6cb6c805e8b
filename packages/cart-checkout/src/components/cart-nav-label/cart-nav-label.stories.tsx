import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockCartLines, mockProject } from '../../mocks/fixtures';
import { mockApi, mockStore } from '../../mocks/story-parameters';
import { CartNavLabel } from './cart-nav-label';

const meta = {
  title: 'Cart/Components/CartNavLabel',
  component: CartNavLabel,
  args: { projectId: mockProject.id },
  parameters: { store: mockStore(), msw: mockApi() },
  decorators: [
    (Story) => (
      <a href="#cart" className="mk-nav-link">
        <Story />
      </a>
    ),
  ],
} satisfies Meta<typeof CartNavLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three items in the selected project's cart. */
export const WithItems: Story = {};

/** One item: the name says "Cart, 1 item". */
export const OneItem: Story = { parameters: { msw: mockApi({ lines: mockCartLines().slice(0, 1) }) } };

/** An empty cart shows no badge. */
export const Empty: Story = { parameters: { msw: mockApi({ lines: [] }) } };
