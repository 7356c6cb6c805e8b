// The design system's stylesheet for every story. Imported from here rather than from
// .storybook/preview.tsx because the workspace root does not depend on @marketplace/ui-kit.
import '@marketplace/ui-kit/styles.css';
