import { FlashMessage } from '@marketplace/ui-kit';
import type { Store } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
// The shell's own store factory, by path: the shell depends on every package, so no package (this
// one included) may depend on it, yet stories must run in the store the app runs in.
import { makeStore } from '../../../apps/web/src/store/make-store';

/** Returns the store a story runs in. Pass one as `parameters.store` (the app's `makeStore`, say). */
export type StoryStoreFactory = () => Store;

/**
 * The default story store: the shell's `makeStore()` (API, auth, flash and preferences slices),
 * as the app, its tests and every Storybook of the workspace use it.
 */
export function makeStoryStore(): Store {
  return makeStore();
}

interface StoryStoreProviderProps {
  makeStore: StoryStoreFactory;
  showFlashMessage: boolean;
  children: ReactNode;
}

function StoryStoreProvider({ makeStore, showFlashMessage, children }: StoryStoreProviderProps): ReactElement {
  // Created once per mounted story, so state never leaks from one story into the next.
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      {children}
      {showFlashMessage ? <FlashMessage /> : null}
    </Provider>
  );
}

/**
 * Wraps every story in a Redux store: `parameters.store` (a {@link StoryStoreFactory}) when given,
 * else {@link makeStoryStore}. It also renders the flash message, as the app layout does, so a
 * story that dispatches `showFlash` shows it; set `parameters.flashMessage: false` to leave it out.
 * A custom store must keep the flash slice under the key `flash`.
 */
export const withStore: Decorator = (Story, context) => {
  const storyStore = (context.parameters.store as StoryStoreFactory | undefined) ?? makeStoryStore;
  return (
    <StoryStoreProvider
      key={context.id}
      makeStore={storyStore}
      showFlashMessage={context.parameters.flashMessage !== false}
    >
      <Story />
    </StoryStoreProvider>
  );
};
