import { loadDeferredComponents } from '@marketplace/ui-kit';
import { beforeAll } from 'vitest';

// Menus, listboxes and dialogs load after the page has drawn (decision 0807); a test DOM never
// paints. Loaded up front, each test meets them as a person does a moment after the page drew.
beforeAll(loadDeferredComponents);
