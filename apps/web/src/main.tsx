import '@marketplace/ui-kit/styles.css';
import './layout/shell.css';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from './analytics/start-analytics';
import { trackBusinessEvents } from './analytics/track-business-events';
import { trackPageViews } from './analytics/track-page-views';
import { App } from './app';
import { createAppRouter } from './router/create-app-router';
import { makeStore } from './store/make-store';

const listener = createListenerMiddleware();
const store = makeStore(undefined, [listener.middleware]);
// Before the router: its guard fetches the current user on the first navigation.
const analytics = startAnalytics(listener.startListening);
const router = createAppRouter(store);
trackPageViews(router, analytics);
trackBusinessEvents(listener.startListening, analytics);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the app into.');

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree: input and paint are never blocked for long on a
// slow phone.
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
});
