import type { ReactElement } from 'react';
import { cx } from '../../lib/class-names';
import { ChevronLeftIcon, ChevronRightIcon } from '../../lib/icons';
import { Button } from '../button/button';

/** Page size when none is given (spec: default limit 20). */
export const DEFAULT_PAGE_SIZE = 20;

/** Props of {@link Pagination}: the API's limit/offset paging. */
export interface PaginationProps {
  /** Total number of items across all pages. */
  total: number;
  /** Index of the first item shown (the API's `offset`). */
  offset: number;
  /** Items per page (the API's `limit`). @defaultValue {@link DEFAULT_PAGE_SIZE} */
  limit?: number;
  /** Called with the new offset when the user moves to another page. */
  onOffsetChange: (offset: number) => void;
  /** Disables both buttons, e.g. while the next page loads. */
  isDisabled?: boolean;
  /** Accessible name of the navigation landmark. @defaultValue 'Pagination' */
  'aria-label'?: string;
  className?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** The visible range, e.g. "1–20 of 143"; exported for tests and custom layouts. */
export function formatPageRange(offset: number, limit: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const first = Math.min(offset + 1, total);
  const last = Math.min(offset + limit, total);
  return `${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(total)}`;
}

/** Previous/next paging for limit/offset lists, showing which items are on screen. */
export function Pagination({
  total,
  offset,
  limit = DEFAULT_PAGE_SIZE,
  onOffsetChange,
  isDisabled = false,
  'aria-label': ariaLabel = 'Pagination',
  className,
}: PaginationProps): ReactElement {
  const safeLimit = Math.max(1, limit);
  const hasPrevious = offset > 0;
  const hasNext = offset + safeLimit < total;
  return (
    <nav aria-label={ariaLabel} className={cx('mk-pagination', className)}>
      {/* Announced politely so screen-reader users hear which items a page change brought. */}
      <p className="mk-pagination__range" aria-live="polite">
        {formatPageRange(offset, safeLimit, total)}
      </p>
      <div className="mk-pagination__controls">
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeftIcon />}
          isDisabled={isDisabled || !hasPrevious}
          onPress={() => onOffsetChange(Math.max(0, offset - safeLimit))}
          aria-label="Previous page"
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={isDisabled || !hasNext}
          onPress={() => onOffsetChange(offset + safeLimit)}
          aria-label="Next page"
        >
          Next
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}
