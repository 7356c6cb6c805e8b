import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './stack';

describe('Stack', () => {
  it('stacks vertically with the medium gap by default', () => {
    render(<Stack>content</Stack>);
    const stack = screen.getByText('content');
    expect(stack).toHaveClass('mk-stack', 'mk-stack--gap-md');
    expect(stack).not.toHaveClass('mk-stack--horizontal');
  });

  it('renders the requested element and layout', () => {
    render(
      <Stack as="ul" direction="horizontal" gap="sm" align="center" justify="between" wrap>
        <li>One</li>
      </Stack>
    );
    const list = screen.getByRole('list');
    expect(list).toHaveClass(
      'mk-stack--horizontal',
      'mk-stack--gap-sm',
      'mk-stack--align-center',
      'mk-stack--justify-between',
      'mk-stack--wrap'
    );
  });
});
