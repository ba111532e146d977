/**
 * The page's entry. The server's HTML already holds the page (scripts/prerender.ts), so nothing
 * the app does is needed for it to be read: the app's JavaScript (150–300 KB gzip) is fetched
 * once the browser has painted that HTML. On a phone's link the scripts would otherwise share the
 * bandwidth with the stylesheet the first paint waits for — over HTTP/1.1 each on its own
 * connection, where the browser's priorities cannot help. The page's chunks are named in a
 * <template> (`appPreloadsId`), and preloaded from here together with the app's entry.
 */
import { appPreloadsId } from './ssr/page-template';

/** Resolves after the next frame has been painted (a task queued from the frame's callback). */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// A hidden tab draws no frames; its page starts at once and is live when the tab is shown.
if (document.visibilityState === 'visible') await afterPaint();

const preloads = document.getElementById(appPreloadsId);
if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
// The preloads fetch every module of the app and the screen at once; they run in steps, each
// task shorter than one that would keep a tap waiting: React's runtime, then the app.
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./main');
