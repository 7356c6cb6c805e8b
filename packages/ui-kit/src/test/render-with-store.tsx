// Test-only helper: renders a component inside a store holding the flash slice, the way any app
// store built with combineSlices would.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { flashSlice } from '../components/flash-message/flash-slice';

export function makeTestStore() {
  return configureStore({ reducer: combineSlices(flashSlice) });
}

export type TestStore = ReturnType<typeof makeTestStore>;

export function renderWithStore(
  ui: ReactElement,
  store: TestStore = makeTestStore()
): RenderResult & { store: TestStore } {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
