import type { Meta, StoryObj } from '@storybook/react-vite';
import { useDispatch } from 'react-redux';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { EmptyState } from '../empty-state/empty-state';
import { FlashMessage } from '../flash-message/flash-message';
import { showFlash } from '../flash-message/flash-slice';
import { PageHeader } from '../page-header/page-header';
import { Skeleton } from '../skeleton/skeleton';
import { Stack } from '../stack/stack';
import { AppShell } from './app-shell';

const navigation = (
  <nav aria-label="Main">
    <ul className="mk-nav-list">
      {['Dashboard', 'Catalogue', 'Cart', 'Orders', 'Projects'].map((label, index) => (
        <li key={label}>
          <a className="mk-nav-link" href={`#${label.toLowerCase()}`} aria-current={index === 3 ? 'page' : undefined}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

const search = (
  <input
    className="mk-field__input"
    type="search"
    aria-label="Search products"
    placeholder="Search cement, timber, insulation…"
  />
);

function OrdersPage() {
  const dispatch = useDispatch();
  return (
    <>
      <PageHeader
        title="Orders"
        description="Everything your company ordered, newest first."
        actions={
          <Button onPress={() => dispatch(showFlash({ message: 'Order PO-1047 placed', level: 'success' }))}>
            Reorder
          </Button>
        }
      />
      <Stack gap="lg">
        <Card title="Recent orders">
          <Skeleton variant="rows" count={3} />
        </Card>
        <Card>
          <EmptyState
            title="No deliveries today"
            description="Deliveries scheduled for today appear here."
            titleLevel={3}
          />
        </Card>
      </Stack>
    </>
  );
}

const meta = {
  title: 'UI Kit/Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  // The shell renders the flash message through its slot, as the app does.
  parameters: { layout: 'fullscreen', flashMessage: false },
  args: {
    brand: (
      <a className="mk-brand" href="#home">
        BuildMart
      </a>
    ),
    navigation,
    search,
    userMenu: (
      <Button variant="ghost" size="sm">
        Sam Builder
      </Button>
    ),
    flash: <FlashMessage />,
    children: <OrdersPage />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveTextContent('Orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Order PO-1047 placed');
  },
};

/** Order summary, checkout and profile turn the search bar off. */
export const WithoutSearch: Story = { args: { showSearch: false } };

/** Public pages: no navigation or user menu. */
export const Minimal: Story = {
  args: { navigation: undefined, search: undefined, userMenu: undefined },
};
