import type { Preview } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startMockServiceWorker } from './msw';
import './styles';
import { withStore } from './with-store';

/**
 * Project annotations shared by every Storybook of the workspace and the portable-stories tests
 * (@marketplace/vitest-config/stories): the design system's stylesheet, a Redux store around
 * every story (the shell's `makeStore`; `parameters.store` swaps in another), and MSW with
 * handlers from `parameters.msw` (`{ handlers: [...] }`) or `beforeEach({ msw }) { msw.use(...) }`.
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

/** Options of {@link createPackagePreview}. */
export interface PackagePreviewOptions {
  /**
   * The package's mock API (its `src/mocks/handlers.ts`): the handlers of every story that sets
   * no `parameters.msw` of its own, so the package's Storybook never needs the API running.
   */
  handlers?: HttpHandler[];
}

/** The preview of one package's Storybook: the shared one, with the package's MSW handlers. */
export function createPackagePreview({ handlers }: PackagePreviewOptions = {}): Preview {
  return {
    ...preview,
    parameters: { ...preview.parameters, ...(handlers ? { msw: { handlers } } : {}) },
  };
}
