import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton, type LinkComponentProps } from './link-button';

const meta = {
  title: 'UI Kit/Actions/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: { href: '#orders', children: 'View orders' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'View orders' })).toHaveAttribute('href', '#orders');
  },
};

export const Primary: Story = { args: { variant: 'primary', children: 'Go to checkout' } };

export const Ghost: Story = { args: { variant: 'ghost', size: 'sm', children: 'Back to cart' } };

/** What the app does with its router: an adapter that maps `href` to the router link's prop. */
function FakeRouterLink({ href, ...props }: LinkComponentProps) {
  return <a {...props} href={href} data-router-link="" />;
}

export const WithRouterLink: Story = {
  args: { as: FakeRouterLink, variant: 'primary', children: 'Routed link' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-router-link');
  },
};
