import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders the page h1, description and actions', () => {
    render(
      <PageHeader
        title="Orders"
        description="Everything you ordered, newest first."
        actions={<Button>New order</Button>}
      />
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Everything you ordered, newest first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New order' })).toBeInTheDocument();
  });

  it('renders only the title when that is all it has', () => {
    const { container } = render(<PageHeader title="Settings" />);
    expect(container.querySelector('.mk-page-header__actions')).toBeNull();
    expect(container.querySelector('.mk-page-header__description')).toBeNull();
  });
});
