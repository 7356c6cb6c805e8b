import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell';

function renderShell(props: Partial<Parameters<typeof AppShell>[0]> = {}) {
  return render(
    <AppShell
      brand={<a href="/">Marketplace</a>}
      navigation={
        <nav aria-label="Main">
          <a href="/orders">Orders</a>
        </nav>
      }
      search={<input aria-label="Search products" />}
      userMenu={<button type="button">Account</button>}
      flash={<div role="status">Saved</div>}
      {...props}
    >
      <h1>Dashboard</h1>
    </AppShell>
  );
}

describe('AppShell', () => {
  it('renders header, navigation, main content and flash slots as landmarks', () => {
    renderShell();
    expect(screen.getByRole('banner')).toHaveTextContent('Marketplace');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Dashboard');
    expect(screen.getByRole('textbox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('hides the search slot', () => {
    renderShell({ showSearch: false });
    expect(screen.queryByRole('textbox', { name: 'Search products' })).not.toBeInTheDocument();
  });

  it('offers a skip link as the first tab stop that points at the main content', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });
});
