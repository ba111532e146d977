import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadScreenOf } from './app/router';
import { detectBrowserLanguage, toLanguage } from './lib/i18n/detect-language';
import { getToken } from './lib/auth/token';
import { loadCatalogue } from './lib/i18n/locale-provider';
import { loadQueryClient } from './lib/query-client-on-demand';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The server drew the page (scripts/prerender.ts) in the language it tagged <html> with; the
// development server sends an empty root, which the browser draws alone.
const drawn = root.firstElementChild !== null;
const renderedLanguage = drawn ? toLanguage(document.documentElement.lang) : undefined;

// The words of the page (English's shell is in the bundle) and the screen of the address, before
// React takes the page over. The catalogue is asked for first: it sets the language whose words
// the screen's loader fetches.
// A signed-in visitor's header shows the balance (a query) on every page: the query client is
// there from the first render (the screens that fetch load it themselves).
await Promise.all([
  loadCatalogue(renderedLanguage ?? detectBrowserLanguage()).catch(() => undefined),
  loadScreenOf(window.location.pathname),
  getToken() ? loadQueryClient() : undefined,
]);

const app = (
  <StrictMode>
    <App renderedLanguage={renderedLanguage} />
  </StrictMode>
);

// Either way the first render runs as a transition: React works in slices and lets the
// browser in between, instead of one long task that blocks input while the page starts.
if (drawn) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  startTransition(() => {
    createRoot(root).render(app);
  });
}
