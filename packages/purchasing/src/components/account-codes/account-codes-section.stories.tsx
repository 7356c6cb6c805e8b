import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { mockEmptyAccountCodes } from '../../mocks/account-code-fixtures';
import { errorBody, mockBuyer } from '../../mocks/fixtures';
import { mockApi, mockStore } from '../../mocks/story-parameters';
import { AccountCodesSection } from './account-codes-section';

const meta = {
  title: 'Purchasing/Components/Account codes',
  component: AccountCodesSection,
  args: { canChange: true },
  parameters: { store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof AccountCodesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'Account codes' }));

/** An owner's table: a default account, the operating account payments come from, lumber, its plywood and concrete with accounts of their own. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const codes = await form(canvasElement);
    await expect(within(codes.getByRole('group', { name: 'Paying account' })).getByRole('textbox', { name: /^Xero account code/ })).toHaveValue('091');
    await expect(codes.getByRole('group', { name: 'Lumber › Plywood' })).toBeVisible();
    await expect(codes.getByRole('button', { name: 'Add a category' })).toBeVisible();
  },
};

/** A company that mapped nothing yet: every line to the fallback account, every payment from the standard bank account. */
export const Empty: Story = {
  parameters: { msw: mockApi({ accountCodes: mockEmptyAccountCodes() }) },
  play: async ({ canvasElement }) => {
    const codes = await form(canvasElement);
    await expect(within(codes.getByRole('group', { name: 'Paying account' })).getByRole('textbox', { name: /^QuickBooks account/ })).toHaveValue('Checking');
    await expect(codes.getByText('No category has an account of its own: every line goes to the default account.')).toBeVisible();
  },
};

/** A buyer reads the table, and is told who sets it. */
export const ReadOnly: Story = {
  args: { canChange: false },
  parameters: { msw: mockApi({ user: mockBuyer }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Accounts by category' })).toBeVisible();
    await expect(canvas.getByLabelText('Default and paying accounts')).toHaveTextContent('Paying accountXero 091, QuickBooks “Operating Account”');
    await expect(canvas.queryByRole('form', { name: 'Account codes' })).toBeNull();
  },
};

/** The form's own checks: a code too long, a category twice. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const codes = await form(canvasElement);
    const defaults = within(codes.getByRole('group', { name: 'Default account' }));
    const code = defaults.getByRole('textbox', { name: /^Xero account code/ });
    await userEvent.clear(code);
    await userEvent.type(code, '12345678901');
    await userEvent.click(codes.getByRole('button', { name: 'Save account codes' }));
    await expect(await defaults.findByText('Use at most 10 characters.')).toBeVisible();
  },
};

/** The paying account by the same checks: a code a spreadsheet would read as a formula. */
export const PayingAccountErrors: Story = {
  play: async ({ canvasElement }) => {
    const codes = await form(canvasElement);
    const paying = within(codes.getByRole('group', { name: 'Paying account' }));
    const code = paying.getByRole('textbox', { name: /^Xero account code/ });
    await userEvent.clear(code);
    await userEvent.type(code, '=090');
    await userEvent.click(codes.getByRole('button', { name: 'Save account codes' }));
    await expect(await paying.findByText('Start the Xero account code with a letter or digit.')).toBeVisible();
  },
};

/** The API refuses a row the form could not check (a category gone from the catalogue): the message lands under it. */
export const RefusedByTheApi: Story = {
  parameters: {
    msw: mockApi(
      {},
      http.put(apiUrl('/api/company/account-codes/'), () =>
        HttpResponse.json({ ...errorBody('validation_error', 'There is no such category in the catalogue.'), fields: { 'categories.1.category_id': 'There is no such category in the catalogue.' } }, { status: 400 }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const codes = await form(canvasElement);
    await userEvent.click(codes.getByRole('button', { name: 'Save account codes' }));
    await expect(await within(codes.getByRole('group', { name: 'Lumber' })).findByText('There is no such category in the catalogue.')).toBeVisible();
    await expect(await codes.findByText('We could not save the account codes')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/company/account-codes/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the account codes' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/company/account-codes/'), () => HttpResponse.json(errorBody('internal_error', 'The account codes are unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The account codes are unavailable right now.')).toBeVisible();
  },
};
