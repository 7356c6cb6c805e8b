import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { MoneySettingsPage } from './money-settings-page';

const meta = {
  title: 'Operator console/Pages/Money settings',
  component: MoneySettingsPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/money/settings'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof MoneySettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5% commission, payouts held 14 days, and Drywall at 3%. */
export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = within(await canvas.findByRole('form', { name: 'Money settings' }));
    await expect(settings.getByRole('textbox', { name: /^Commission \(%\)/ })).toHaveValue('5');
    await expect(await canvas.findByRole('rowheader', { name: 'Drywall' })).toBeVisible();
  },
};

/** A rate above what the marketplace allows is refused before it is sent. */
export const RateTooHigh: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Money settings' }));
    const rate = form.getByRole('textbox', { name: /^Commission \(%\)/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '60');
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
    await expect(await form.findByText('Give a rate from 0 to 50%, with at most two decimals.')).toBeVisible();
  },
};

/** The settings could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/operator/money_settings/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load the settings' })).toBeVisible();
  },
};
