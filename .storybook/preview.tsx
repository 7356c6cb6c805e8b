import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startMockServiceWorker } from '../tooling/storybook/src/msw';
import '../tooling/storybook/src/styles';
import { withStore } from '../tooling/storybook/src/with-store';

/**
 * Project annotations shared by Storybook and the portable-stories tests
 * (@marketplace/vitest-config/stories): the design system's stylesheet, a Redux store around
 * every story (`parameters.store` swaps in another, e.g. the app's), and MSW with handlers from
 * `parameters.msw` (`{ handlers: [...] }`) or `beforeEach({ msw }) { msw.use(...) }`.
 */
const preview: Preview = {
  decorators: [withStore],
  loaders: [mswLoader(startMockServiceWorker)],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['UI Kit', ['Design tokens', 'Layout', 'Actions', 'Forms', 'Data', 'Feedback', 'Overlays']] },
    },
  },
};

export default preview;
