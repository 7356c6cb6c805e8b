import type { ReactElement, ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { SortIcon } from '../../lib/icons';
import { Skeleton } from '../skeleton/skeleton';

/** Sort direction, as the API spells it (spec: asc, desc). */
export type SortDirection = 'asc' | 'desc';

/** The table's sort: which column, which way. */
export interface SortState {
  column: string;
  direction: SortDirection;
}

/** One column of a {@link DataTable}. */
export interface DataTableColumn<TRow> {
  /** Stable id, reported in sort changes. */
  id: string;
  header: ReactNode;
  /** Renders this column's cell for a row. */
  cell: (row: TRow) => ReactNode;
  /** Makes the header a sort control. */
  isSortable?: boolean;
  /** Marks the column that names each row (for screen readers); the first column by default. */
  isRowHeader?: boolean;
  /** @defaultValue 'start' */
  align?: 'start' | 'center' | 'end';
  /** Fixed or relative width, e.g. 120 or '30%'. */
  width?: number | `${number}%`;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<TRow> {
  /** Accessible name of the table (or use `aria-labelledby`). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
  /** Stable key of a row. */
  getRowId: (row: TRow) => string | number;
  /** Current sort (controlled). */
  sort?: SortState;
  /** Called when a sortable header is pressed: same column flips, another starts ascending. */
  onSortChange?: (sort: SortState) => void;
  /** Shows skeleton rows instead of data and marks the table busy. */
  isLoading?: boolean;
  /** @defaultValue 5 */
  loadingRowCount?: number;
  /** Shown in the body when there are no rows and nothing is loading. */
  emptyState?: ReactNode;
  /** Makes rows actionable (Enter or click), e.g. to open a detail page. */
  onRowAction?: (row: TRow) => void;
  className?: string;
}

const toAriaDirection = { asc: 'ascending', desc: 'descending' } as const;

interface LoadingRow {
  loadingIndex: number;
}

/**
 * A data table on react-aria's Table: keyboard navigation between cells, sortable column headers
 * that report `{ column, direction: 'asc' | 'desc' }`, an empty state and skeleton rows while
 * loading. Sorting itself is the caller's job (usually the API's `order_by`).
 */
export function DataTable<TRow>({
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  isLoading = false,
  loadingRowCount = 5,
  emptyState,
  onRowAction,
  className,
  ...labelling
}: DataTableProps<TRow>): ReactElement {
  const sortDescriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: toAriaDirection[sort.direction] }
    : undefined;
  const rowHeaderId = columns.find((column) => column.isRowHeader)?.id ?? columns[0]?.id;
  const loadingRows: LoadingRow[] = Array.from({ length: loadingRowCount }, (_, loadingIndex) => ({ loadingIndex }));
  const rowById = new Map(rows.map((row) => [getRowId(row), row]));

  return (
    <div className={cx('mk-data-table', className)} aria-busy={isLoading || undefined}>
      <Table
        {...labelling}
        className="mk-data-table__table"
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) =>
          onSortChange?.({
            column: String(descriptor.column),
            direction: descriptor.direction === 'descending' ? 'desc' : 'asc',
          })
        }
        onRowAction={
          onRowAction && !isLoading
            ? (key) => {
                const row = rowById.get(key);
                if (row !== undefined) onRowAction(row);
              }
            : undefined
        }
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.id === rowHeaderId}
              allowsSorting={column.isSortable}
              width={column.width}
              className={cx('mk-data-table__column', column.align && `mk-data-table__column--${column.align}`)}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className="mk-data-table__column-content">
                  {column.header}
                  {allowsSorting ? (
                    <span className="mk-data-table__sort-icon" aria-hidden="true">
                      <SortIcon
                        direction={
                          sortDirection === 'ascending' ? 'asc' : sortDirection === 'descending' ? 'desc' : undefined
                        }
                      />
                    </span>
                  ) : null}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        {isLoading ? (
          <TableBody items={loadingRows}>
            {(item) => (
              <Row id={`loading-${item.loadingIndex}`} columns={columns} className="mk-data-table__row">
                {(column) => (
                  <Cell className="mk-data-table__cell">
                    <Skeleton count={1} width={column.align === 'end' ? '60%' : '80%'} />
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        ) : (
          <TableBody
            items={rows.map((row) => ({ id: getRowId(row), row }))}
            renderEmptyState={() => <div className="mk-data-table__empty">{emptyState}</div>}
          >
            {(item) => (
              <Row
                id={item.id}
                columns={columns}
                data-actionable={onRowAction ? '' : undefined}
                className="mk-data-table__row"
              >
                {(column) => (
                  <Cell className={cx('mk-data-table__cell', column.align && `mk-data-table__cell--${column.align}`)}>
                    {column.cell(item.row)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        )}
      </Table>
    </div>
  );
}
