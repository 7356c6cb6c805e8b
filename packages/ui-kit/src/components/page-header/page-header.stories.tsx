import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { LinkButton } from '../link-button/link-button';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI Kit/Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Projects', description: 'Each project has its own cart, orders and delivery address.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <Button>New project</Button>
      </>
    ),
  },
};

export const WithBackLink: Story = {
  args: {
    title: 'Order PO-1042',
    description: 'Placed 3 March · 2 purchase orders',
    eyebrow: (
      <LinkButton href="#orders" variant="ghost" size="sm">
        ← All orders
      </LinkButton>
    ),
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
