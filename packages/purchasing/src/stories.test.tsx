import { renderAllStories } from '@marketplace/vitest-config/stories';

// Every story of this package renders (and runs its play function) as a test.
renderAllStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
