import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(
      <Card title="Delivery address" description="Where the supplier drops the order">
        12 Site Road
      </Card>
    );
    const region = screen.getByRole('region', { name: 'Delivery address' });
    expect(region).toHaveTextContent('12 Site Road');
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Where the supplier drops the order');
  });

  it('renders actions, footer and a chosen heading level', () => {
    render(
      <Card
        title="Payment"
        titleLevel={3}
        actions={<Button variant="ghost">Edit</Button>}
        footer={<Button>Save</Button>}
      >
        Card ending 4242
      </Card>
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('has no heading or name without a title', () => {
    render(<Card>Plain</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Plain').closest('section')).not.toHaveAttribute('aria-labelledby');
  });
});
