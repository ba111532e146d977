import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { detectBrowserLanguage } from './lib/i18n/detect-language';
import { loadCatalogue } from './lib/i18n/locale-provider';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A Spanish visitor's words arrive before the first paint (English is in the bundle).
await loadCatalogue(detectBrowserLanguage()).catch(() => undefined);

// The first render runs as a transition: React renders it in slices and lets the browser in
// between, instead of one long task that blocks input while the page starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
