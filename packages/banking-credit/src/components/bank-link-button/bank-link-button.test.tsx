import { FlashMessage } from '@marketplace/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBankingCreditHandlers } from '../../mocks/handlers';
import { makeMockStore } from '../../mocks/mock-store';
import { setupMswServer } from '../../test/msw-server';
import { whenPressable } from '../../test/when-pressable';
import { BankLinkButton } from './bank-link-button';

/** What Plaid Link does when opened in a test: succeed with a token, or exit with an error. */
const plaid = vi.hoisted(() => ({
  outcome: { kind: 'success' } as { kind: 'success' } | { kind: 'exit'; displayMessage: string | null },
  tokens: [] as string[],
}));

vi.mock('react-plaid-link', () => ({
  usePlaidLink: (config: {
    token: string;
    onSuccess: (token: string, metadata: unknown) => void;
    onExit: (error: { display_message: string | null; error_message: string } | null, metadata: unknown) => void;
  }) => {
    plaid.tokens.push(config.token);
    return {
      ready: true,
      error: null,
      open: () => {
        if (plaid.outcome.kind === 'success') {
          config.onSuccess('public-plaid-token', { institution: { name: 'Plaid Bank', institution_id: 'ins_1' }, accounts: [{ id: 'acc-1', name: 'Plaid Checking', mask: '0000' }], link_session_id: 's1' });
        } else {
          config.onExit({ display_message: plaid.outcome.displayMessage, error_message: 'internal' }, {});
        }
      },
    };
  },
}));

const server = setupMswServer();

function renderButton() {
  const store = makeMockStore();
  render(
    <Provider store={store}>
      <FlashMessage />
      <BankLinkButton />
    </Provider>,
  );
  return userEvent.setup();
}

describe('BankLinkButton with Plaid', () => {
  beforeEach(() => {
    server.use(...createBankingCreditHandlers({ provider: 'plaid' }));
    plaid.tokens.length = 0;
  });

  it('opens Plaid Link with the link token and sends its public token', async () => {
    plaid.outcome = { kind: 'success' };
    const user = renderButton();
    await user.click(await whenPressable(await screen.findByRole('button', { name: 'Link a bank account' })));
    expect(await screen.findByText('Bank Enrollment has been added successfully')).toBeVisible();
    expect(plaid.tokens[0]).toBe('link-sandbox-mock-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('flashes Plaid’s display message when Link exits with an error, else "Failed to load Plaid"', async () => {
    plaid.outcome = { kind: 'exit', displayMessage: 'The bank is unavailable.' };
    const user = renderButton();
    await user.click(await whenPressable(await screen.findByRole('button', { name: 'Link a bank account' })));
    expect(await screen.findByText('The bank is unavailable.')).toBeVisible();

    plaid.outcome = { kind: 'exit', displayMessage: null };
    await user.click(await whenPressable(screen.getByRole('button', { name: 'Link a bank account' })));
    expect(await screen.findByText('Failed to load Plaid')).toBeVisible();
  });
});
