import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, mockCreditAccountIds } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { CreditAccountPage } from './credit-account-page';

const route = (companyId: string) => consoleRoute('/operator/money/credit-accounts/:companyId', `/operator/money/credit-accounts/${companyId}`);

const meta = {
  title: 'Operator console/Pages/Credit account',
  component: CreditAccountPage,
  decorators: [withRoute],
  parameters: { route: route(mockCreditAccountIds.summit), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof CreditAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company owing on terms, with the transfers recorded so far and the form for the next one. */
export const WithRepayments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Nov 19, 2026' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Record a repayment' })).toBeVisible();
  },
};

/** A company owing, which has never repaid. */
export const NoRepaymentsYet: Story = {
  parameters: { route: route(mockCreditAccountIds.bayFramers) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No repayments yet')).toBeVisible();
  },
};

/** A company owing nothing: there is no repayment to record. */
export const NothingOwed: Story = {
  parameters: { route: route(mockCreditAccountIds.ortega) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ortega Builders owes nothing on terms: there is no repayment to record.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Record a repayment' })).not.toBeInTheDocument();
  },
};

/** A transfer whose bank reference was already recorded for the company is refused under the field. */
export const ReferenceAlreadyRecorded: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Record a repayment' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Amount/ }), '250');
    await userEvent.type(form.getByRole('textbox', { name: /^Bank reference/ }), 'WIRE 20261119-0042');
    await userEvent.click(form.getByRole('button', { name: 'Record repayment' }));
    await expect(await form.findByRole('alert')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Bank reference/ })).toHaveAccessibleDescription(/The transfer WIRE 20261119-0042 was already recorded for Summit Builders\./);
  },
};

/** The repayment could not be recorded. */
export const RecordingFailed: Story = {
  parameters: { msw: mockApi({}, failingHandler('post', `/api/operator/credit-accounts/${mockCreditAccountIds.summit}/repayments/`, 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Record a repayment' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Amount/ }), '250');
    await userEvent.type(form.getByRole('textbox', { name: /^Bank reference/ }), 'WIRE 20261120-0001');
    await userEvent.click(form.getByRole('button', { name: 'Record repayment' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};

/** A mistyped link, or a company without credit on terms. */
export const NotFound: Story = {
  parameters: { route: route('company-unknown') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not find this credit account' })).toBeVisible();
  },
};
