import '@marketplace/ui-kit/styles.css';
import './layout/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './router/create-app-router';
import { makeStore } from './store/make-store';

const store = makeStore();
const router = createAppRouter(store);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the app into.');

createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
