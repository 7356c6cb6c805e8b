import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { Pagination } from '../pagination/pagination';
import { DataTable, type DataTableColumn, type DataTableProps, type SortState } from './data-table';

interface Order {
  id: number;
  number: string;
  project: string;
  supplier: string;
  status: string;
  total: number;
}

const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const orders: Order[] = [
  {
    id: 1,
    number: 'PO-1042',
    project: 'Riverside Apartments',
    supplier: 'Northern Aggregates',
    status: 'Delivered',
    total: 1250,
  },
  {
    id: 2,
    number: 'PO-1043',
    project: 'Riverside Apartments',
    supplier: 'Timber & Co',
    status: 'In transit',
    total: 480.5,
  },
  {
    id: 3,
    number: 'PO-1044',
    project: 'Mill Lane School',
    supplier: 'Brick Supply Ltd',
    status: 'Confirmed',
    total: 3820,
  },
  { id: 4, number: 'PO-1045', project: 'Mill Lane School', supplier: 'Insulate UK', status: 'Pending', total: 915 },
  { id: 5, number: 'PO-1046', project: 'Harbour View', supplier: 'Roof Direct', status: 'Delivered', total: 2210.75 },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'number', header: 'Order', cell: (order) => <strong>{order.number}</strong>, isSortable: true },
  { id: 'project', header: 'Project', cell: (order) => order.project, isSortable: true },
  { id: 'supplier', header: 'Supplier', cell: (order) => order.supplier },
  { id: 'status', header: 'Status', cell: (order) => order.status },
  { id: 'total', header: 'Total', cell: (order) => currency.format(order.total), isSortable: true, align: 'end' },
];

const meta = {
  title: 'UI Kit/Data/DataTable',
  component: DataTable<Order>,
  tags: ['autodocs'],
  args: { 'aria-label': 'Orders', columns, rows: orders, getRowId: (order: Order) => order.id },
} satisfies Meta<DataTableProps<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function SortableTable(args: DataTableProps<Order>) {
  const [sort, setSort] = useState<SortState>({ column: 'number', direction: 'desc' });
  const rows = useMemo(() => {
    const key = sort.column as keyof Order;
    const sorted = [...args.rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'asc' ? sorted : sorted.reverse();
  }, [args.rows, sort]);
  return (
    <DataTable
      {...args}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        args.onSortChange?.(next);
        setSort(next);
      }}
    />
  );
}

/** Sorting is the caller's job; the table reports `{ column, direction }`. */
export const Sortable: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortableTable {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Total/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'total', direction: 'asc' });
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('PO-1043');
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: <EmptyState title="No orders yet" description="Orders you place appear here." titleLevel={3} />,
  },
};

export const ClickableRows: Story = {
  args: { onRowAction: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('rowheader', { name: 'PO-1044' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(orders[2]);
  },
};

/** With limit/offset paging underneath, as list pages use it. */
export const WithPagination: Story = {
  render: (args) => (
    <div>
      <DataTable {...args} />
      <Pagination total={143} offset={0} onOffsetChange={() => {}} />
    </div>
  ),
};
