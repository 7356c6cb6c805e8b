import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type SortState } from './data-table';

interface Order {
  id: number;
  number: string;
  supplier: string;
  total: number;
}

const orders: Order[] = [
  { id: 1, number: 'PO-1001', supplier: 'Northern Aggregates', total: 1250 },
  { id: 2, number: 'PO-1002', supplier: 'Timber & Co', total: 480 },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'number', header: 'Order', cell: (order) => order.number, isSortable: true },
  { id: 'supplier', header: 'Supplier', cell: (order) => order.supplier },
  { id: 'total', header: 'Total', cell: (order) => `£${order.total}`, isSortable: true, align: 'end' },
];

describe('DataTable', () => {
  it('renders headers and cells, with the first column as row header', () => {
    render(<DataTable aria-label="Orders" columns={columns} rows={orders} getRowId={(order) => order.id} />);
    const table = screen.getByRole('grid', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
    ).toEqual(['Order', 'Supplier', 'Total']);
    expect(within(table).getByRole('rowheader', { name: 'PO-1001' })).toBeInTheDocument();
    expect(within(table).getByRole('gridcell', { name: '£480' })).toBeInTheDocument();
  });

  it('reports sort changes as asc/desc and marks the sorted column', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState<SortState>({ column: 'number', direction: 'asc' });
      return (
        <DataTable
          aria-label="Orders"
          columns={columns}
          rows={orders}
          getRowId={(order) => order.id}
          sort={sort}
          onSortChange={(next) => {
            onSortChange(next);
            setSort(next);
          }}
        />
      );
    }
    render(<Sorted />);
    expect(screen.getByRole('columnheader', { name: /Order/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('columnheader', { name: /Order/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'number', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Order/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('columnheader', { name: /Total/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'asc' });
    // Not sortable: pressing it reports nothing.
    await user.click(screen.getByRole('columnheader', { name: 'Supplier' }));
    expect(onSortChange).toHaveBeenCalledTimes(2);
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={orders}
        getRowId={(order) => order.id}
        onSortChange={onSortChange}
      />
    );
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('columnheader', { name: /Order/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'number', direction: 'asc' });
  });

  it('shows the empty state when there are no rows', () => {
    render(
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={[]}
        getRowId={(order) => order.id}
        emptyState={<p>No orders yet</p>}
      />
    );
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });

  it('shows skeleton rows and marks itself busy while loading', () => {
    const { container } = render(
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={orders}
        getRowId={(order) => order.id}
        isLoading
        loadingRowCount={3}
      />
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('PO-1001')).not.toBeInTheDocument();
    // Header row plus three placeholder rows.
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(container.querySelectorAll('.mk-skeleton').length).toBe(9);
  });

  it('calls onRowAction with the row on click and Enter', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    render(
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={orders}
        getRowId={(order) => order.id}
        onRowAction={onRowAction}
      />
    );
    await user.click(screen.getByRole('rowheader', { name: 'PO-1002' }));
    expect(onRowAction).toHaveBeenLastCalledWith(orders[1]);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(orders[0]);
  });
});
