import { logout } from '@marketplace/auth';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Choices a person expects the app to remember across visits. */
export interface PreferencesState {
  /** The project whose availability and cart the catalogue shows. */
  selectedProjectId: string | null;
  /**
   * The user whose remembered project (kept by the API, so it follows them to every device) was
   * applied since this page loaded or they signed in; null until then. Not persisted: each load
   * and each sign-in reads the API's choice again.
   */
  restoredForUserId: string | null;
}

const initialState: PreferencesState = { selectedProjectId: null, restoredForUserId: null };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    selectProject(state, action: PayloadAction<string | null>) {
      state.selectedProjectId = action.payload;
    },
    /**
     * Applies the project the API remembers for this user. Without one, the choice kept on this
     * device stays (the shell still checks it is one of the company's projects).
     */
    restoreRememberedProject(state, action: PayloadAction<{ userId: string; projectId: string | null }>) {
      state.restoredForUserId = action.payload.userId;
      if (action.payload.projectId !== null) state.selectedProjectId = action.payload.projectId;
    },
  },
  extraReducers: (builder) => {
    // The next person to sign in on this device starts from their own remembered project.
    builder.addCase(logout.pending, () => initialState);
  },
  selectors: {
    selectSelectedProjectId: (state) => state.selectedProjectId,
    selectRestoredForUserId: (state) => state.restoredForUserId,
  },
});

export const { selectProject, restoreRememberedProject } = preferencesSlice.actions;
export const { selectSelectedProjectId, selectRestoredForUserId } = preferencesSlice.selectors;
