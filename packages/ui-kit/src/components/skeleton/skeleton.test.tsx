import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('renders three hidden text lines by default', () => {
    const { container } = render(<Skeleton />);
    const group = container.firstElementChild;
    expect(group).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.mk-skeleton--text')).toHaveLength(3);
  });

  it('renders rows and rectangles', () => {
    const { container } = render(
      <>
        <Skeleton variant="rows" count={4} />
        <Skeleton variant="rect" width={200} height={80} />
      </>
    );
    expect(container.querySelectorAll('.mk-skeleton--row')).toHaveLength(4);
    const rect = container.querySelector('.mk-skeleton--rect');
    expect(rect).toHaveStyle({ width: '200px', height: '80px' });
  });
});
