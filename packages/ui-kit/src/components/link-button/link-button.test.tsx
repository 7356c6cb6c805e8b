import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkButton, type LinkComponentProps } from './link-button';

describe('LinkButton', () => {
  it('renders an anchor styled as a button', () => {
    render(<LinkButton href="/app/v2/cart">View cart</LinkButton>);
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/app/v2/cart');
    expect(link).toHaveClass('mk-button', 'mk-button--secondary', 'mk-button--md');
  });

  it('renders through the component given in `as`, passing href and class names', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    function RouterLink({ href, onClick, ...props }: LinkComponentProps) {
      return (
        <a
          {...props}
          href={href}
          data-router-link=""
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
            navigate(href);
          }}
        />
      );
    }
    render(
      <LinkButton href="/app/v2/orders" variant="primary" as={RouterLink}>
        Orders
      </LinkButton>
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveClass('mk-button--primary');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/app/v2/orders');
  });
});
