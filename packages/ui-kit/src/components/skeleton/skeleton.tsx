import type { ReactElement } from 'react';
import { cx } from '../../lib/class-names';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /**
   * `text`: lines of text; `rect`: one block (image, chart, card); `rows`: list or table rows.
   * @defaultValue 'text'
   */
  variant?: 'text' | 'rect' | 'rows';
  /** Number of lines (`text`) or rows (`rows`). @defaultValue 3 for text, 5 for rows */
  count?: number;
  /** Width of a `rect`, or of the lines (the last text line is shorter). @defaultValue '100%' */
  width?: number | string;
  /** Height of a `rect`. @defaultValue 120 */
  height?: number | string;
  className?: string;
}

/**
 * Grey placeholders shaped like content that is loading. Decorative (aria-hidden): the container
 * that is loading should say so, e.g. with `aria-busy` or a `Spinner` label.
 */
export function Skeleton({
  variant = 'text',
  count,
  width = '100%',
  height = 120,
  className,
}: SkeletonProps): ReactElement {
  if (variant === 'rect') {
    return (
      <span
        aria-hidden="true"
        className={cx('mk-skeleton', 'mk-skeleton--rect', className)}
        style={{ width, height }}
      />
    );
  }
  const lines = Math.max(1, count ?? (variant === 'rows' ? 5 : 3));
  return (
    <span
      aria-hidden="true"
      className={cx('mk-skeleton-group', variant === 'rows' && 'mk-skeleton-group--rows', className)}
      style={{ width }}
    >
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={cx('mk-skeleton', variant === 'rows' ? 'mk-skeleton--row' : 'mk-skeleton--text')}
          // A shorter last line reads as a paragraph rather than a block.
          style={variant === 'text' && index === lines - 1 && lines > 1 ? { width: '60%' } : undefined}
        />
      ))}
    </span>
  );
}
