// Account pages render in the shared story router of the workspace Storybook.
export { withRoute } from '@marketplace/storybook-config/with-route';
export type { StoryRoute } from '@marketplace/storybook-config/with-route';
