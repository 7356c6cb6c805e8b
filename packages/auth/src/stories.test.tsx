// Every story of this package is also a test: it must render and its play function must pass.
import { renderAllStories } from '@marketplace/vitest-config/stories';

renderAllStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
