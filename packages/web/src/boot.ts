/**
 * The page's entry. The server's HTML already holds the page (scripts/prerender.ts), so the app
 * is not needed for it to be read: the app's modules (the page names them in a <template>,
 * `appPreloadsId`) are fetched once the browser has painted that HTML, all at once, and the app
 * starts when they are in. On a phone's link the 150-300 KB would otherwise be requested beside
 * the stylesheet the first paint waits for, and the text would wait for them.
 */
import { appPreloadsId } from './ssr/page-template';

/** Resolves after the next frame has been painted (a task queued from the frame's callback). */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// A hidden tab draws no frames; its page starts at once and is live when the tab is shown.
if (document.visibilityState === 'visible') await afterPaint();

const preloads = document.getElementById(appPreloadsId);
if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);

// Two steps, each one task shorter than one that would keep a tap waiting: React's runtime,
// then the app.
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./main');
