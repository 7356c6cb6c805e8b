import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOperatorHandlers } from './mocks/handlers';
import { operatorConsoleRoutes, paths } from './routes';
import { safeConsolePath } from './paths';
import { setupMswServer } from './test/msw-server';
import { renderRoute } from './test/render-route';

const server = setupMswServer();

describe('operator console routes', () => {
  it('has a sign-in page and the console pages under one layout, each loaded when opened', () => {
    expect(operatorConsoleRoutes.map((route) => route.path)).toEqual(['login', undefined]);
    const pages = operatorConsoleRoutes[1]?.children?.map((route) => (route.index ? '(index)' : route.path));
    expect(pages).toEqual([
      '(index)',
      'money/reconciliation',
      'money/refunds',
      'money/payouts',
      'money/payouts/:payoutId',
      'money/credit-accounts',
      'money/credit-accounts/:companyId',
      'money/settings',
      'suppliers',
      'suppliers/:supplierId',
      'catalog',
      'credit-applications',
      'contact-messages',
      'orders',
      'audit-log',
    ]);
    expect(operatorConsoleRoutes[1]?.children?.filter((route) => !route.index).every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it('builds links under /operator with encoded parameters', () => {
    expect(paths.payout.href('p/1')).toBe('/operator/money/payouts/p%2F1');
    expect(paths.supplier.href('s 1')).toBe('/operator/suppliers/s%201');
    expect(paths.creditAccount.href('c/1')).toBe('/operator/money/credit-accounts/c%2F1');
    expect(paths.signIn.href('/operator/money/payouts?page=2')).toBe('/operator/login?next=%2Foperator%2Fmoney%2Fpayouts%3Fpage%3D2');
  });

  it('goes back only to console pages after signing in', () => {
    expect(safeConsolePath('/operator/suppliers?q=gran')).toBe('/operator/suppliers?q=gran');
    expect(safeConsolePath(null)).toBe('/operator/money/reconciliation');
    expect(safeConsolePath('/orders')).toBe('/operator/money/reconciliation');
    expect(safeConsolePath('//evil.example/operator')).toBe('/operator/money/reconciliation');
    expect(safeConsolePath('/operator/login')).toBe('/operator/money/reconciliation');
  });

  it('opens the reconciliation first, with the console navigation and the operator', async () => {
    renderRoute({ url: '/operator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reconciliation' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/operator/money/reconciliation');
    const navigation = screen.getByRole('navigation', { name: 'Console' });
    expect(within(navigation).getByRole('list', { name: 'Money' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/operator/audit-log');
    expect(screen.getByText('Ada Operator')).toBeInTheDocument();
  });

  it('sends a visitor without an operator session to the sign-in page, remembering the page asked for', async () => {
    server.resetHandlers(...createOperatorHandlers({ signedIn: false }));
    renderRoute({ url: '/operator/suppliers?q=gran' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/operator/login?next=%2Foperator%2Fsuppliers%3Fq%3Dgran');
  });

  it('signs out: the session ends and the sign-in page opens', async () => {
    const { user } = renderRoute({ url: '/operator/money/refunds' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/operator\/login$/);
  });
});
