import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Severity of a flash message; it sets the colour and the ARIA role. */
export type FlashLevel = 'info' | 'warning' | 'error' | 'success';

/** How long a flash message stays before it hides itself (spec: 3000 ms). */
export const FLASH_DEFAULT_TIMEOUT_MS = 3000;
/** Level of a flash message that names none (spec: info). */
export const FLASH_DEFAULT_LEVEL: FlashLevel = 'info';

/** The flash message on screen. */
export interface Flash {
  /** New for every `showFlash`, so a stale timer can never hide a newer message. */
  id: string;
  message: string;
  level: FlashLevel;
  /** Milliseconds before it hides itself; 0 or less keeps it until dismissed. */
  timeout: number;
}

/** State of {@link flashSlice}: at most one message at a time. */
export interface FlashState {
  current: Flash | null;
}

/** Payload of `showFlash`. */
export interface ShowFlashPayload {
  message: string;
  /** @defaultValue {@link FLASH_DEFAULT_LEVEL} */
  level?: FlashLevel;
  /** @defaultValue {@link FLASH_DEFAULT_TIMEOUT_MS} */
  timeout?: number;
}

const initialState: FlashState = { current: null };

/**
 * The flash message slice (`name: 'flash'`). Add it to the store with `combineSlices(flashSlice)`
 * or `flashSlice.injectInto(rootReducer)`; `FlashMessage` reads it through `flashSlice.selectors`,
 * so no package needs the app's RootState.
 */
export const flashSlice = createSlice({
  name: 'flash',
  initialState,
  reducers: {
    /** Shows a message, replacing the current one (and, in `FlashMessage`, its timer). */
    showFlash: {
      reducer(state, action: PayloadAction<Flash>) {
        state.current = action.payload;
      },
      prepare({ message, level = FLASH_DEFAULT_LEVEL, timeout = FLASH_DEFAULT_TIMEOUT_MS }: ShowFlashPayload) {
        return { payload: { id: nanoid(), message, level, timeout } };
      },
    },
    /** Hides the message; with an id, only if that message is still the one shown. */
    hideFlash(state, action: PayloadAction<string | undefined>) {
      if (action.payload === undefined || state.current?.id === action.payload) {
        state.current = null;
      }
    },
  },
  selectors: {
    selectCurrentFlash: (state) => state.current,
  },
});

/** Shows a flash message: `dispatch(showFlash({ message, level?, timeout? }))`. */
export const showFlash = flashSlice.actions.showFlash;
/** Hides the flash message: `dispatch(hideFlash())`, or `hideFlash(id)` to hide only that one. */
export const hideFlash = flashSlice.actions.hideFlash;
/** The message on screen, or null: `useSelector(selectCurrentFlash)` in any store with the slice. */
export const selectCurrentFlash = flashSlice.selectors.selectCurrentFlash;
/** The root-state shape `flashSlice.selectors` expect (the slice under the key `flash`). */
export type FlashRootState = { [K in typeof flashSlice.reducerPath]: FlashState };
