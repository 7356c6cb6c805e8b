// One preview for every Storybook of the workspace; it lives in @marketplace/storybook-config so
// each package's own Storybook uses the same one (the root package depends on no workspace package).
export { default } from '../tooling/storybook/src/preview';
