import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Choices a person expects the app to remember across visits on this device. */
export interface PreferencesState {
  /** The project whose availability and cart the catalogue shows. */
  selectedProjectId: string | null;
}

const initialState: PreferencesState = { selectedProjectId: null };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    selectProject(state, action: PayloadAction<string | null>) {
      state.selectedProjectId = action.payload;
    },
  },
  selectors: {
    selectSelectedProjectId: (state) => state.selectedProjectId,
  },
});

export const { selectProject } = preferencesSlice.actions;
export const { selectSelectedProjectId } = preferencesSlice.selectors;
