import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './form-error';

describe('FormError', () => {
  it('renders nothing without an error, even with a title', () => {
    const { container } = render(<FormError title="We could not sign you in" error={undefined} />);
    expect(container).toBeEmptyDOMElement();
    render(<FormError error={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a single message as an alert', () => {
    render(<FormError title="We could not sign you in" error="Email or password is incorrect." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not sign you in');
    expect(alert).toHaveTextContent('Email or password is incorrect.');
  });

  it('lists several messages', () => {
    render(<FormError error={['Card declined', 'Try another card']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
