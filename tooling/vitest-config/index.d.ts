import type { UserConfig } from 'vitest/config';

/** Resolve conditions of the workspace: `source` first, so packages are read from their sources. */
export declare const sourceConditions: string[];

interface PresetOverrides {
  setupFiles?: string[];
  test?: NonNullable<UserConfig['test']>;
}

/** Preset for React packages: jsdom, Testing Library matchers, MSW-friendly. */
export declare function reactLibraryConfig(overrides?: PresetOverrides): UserConfig;
/** Preset for Node packages (the API, scripts). */
export declare function nodeConfig(overrides?: PresetOverrides): UserConfig;
