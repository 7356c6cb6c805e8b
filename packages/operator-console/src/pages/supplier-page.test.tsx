import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSupplierIds } from '../mocks/fixtures';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('suppliers', () => {
  it('finds suppliers by name and opens one with how far its onboarding got', async () => {
    const { user } = renderRoute({ url: '/operator/suppliers' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'cedar');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('1 supplier')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/operator/suppliers?q=cedar');
    await user.click(screen.getByRole('link', { name: 'Cedar Ridge Millwork' }));
    const details = await screen.findByLabelText('Supplier details');
    expect(details).toHaveTextContent('Waiting for approval');
    expect(details).toHaveTextContent('0 on sale of 14, 14 withheld from builders');
    expect(details).toHaveTextContent('Missing: phone, postal code');
    expect(details).toHaveTextContent('None yet');
  });

  it('approves a supplier with a note for the audit log', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: `/operator/suppliers/${mockSupplierIds.cedar}` });
    await user.click(await screen.findByRole('button', { name: 'Approve…' }));
    const form = within(screen.getByRole('form', { name: 'Approve Cedar Ridge Millwork' }));
    await user.type(form.getByRole('textbox', { name: /^Note for the audit log/ }), 'Documents checked.');
    await user.click(form.getByRole('button', { name: 'Approve supplier' }));
    expect(await screen.findByText('Cedar Ridge Millwork is approved: builders see its offers.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', `/api/operator/suppliers/${mockSupplierIds.cedar}/approve/`)).toEqual([{ note: 'Documents checked.' }]);
    expect(await screen.findByLabelText('Supplier details')).toHaveTextContent('Approved');
    expect(screen.queryByRole('button', { name: 'Approve…' })).not.toBeInTheDocument();
  });

  it('suspends a supplier only with a reason', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: `/operator/suppliers/${mockSupplierIds.northwind}` });
    await user.click(await screen.findByRole('button', { name: 'Suspend…' }));
    const form = within(screen.getByRole('form', { name: 'Suspend Northwind Lumber Co.' }));
    await user.click(form.getByRole('button', { name: 'Suspend supplier' }));
    expect(await form.findByText('Say why the supplier is suspended.')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Why/ }), 'Unpaid invoices.');
    await user.click(form.getByRole('button', { name: 'Suspend supplier' }));
    expect(await screen.findByText('Northwind Lumber Co. is suspended: builders no longer see its offers.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', `/api/operator/suppliers/${mockSupplierIds.northwind}/suspend/`)).toEqual([{ reason: 'Unpaid invoices.' }]);
  });

  it('changes whether new suppliers wait for approval', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/suppliers' });
    await user.click(await screen.findByRole('checkbox', { name: /New suppliers wait for approval/ }));
    expect(await screen.findByText('New suppliers are now approved when they sign up.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/operator/settings/supplier-approval/')).toEqual([{ new_suppliers_need_approval: false }]);
  });
});
