import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import type { Language } from '@/lib/i18n/detect-language';
import { loadCatalogue, resetWords } from '@/lib/i18n/locale-provider';
import { createQueryClient } from '@/lib/react-query';
import { splitTitle } from './page-template';

export interface RenderedPage {
  /** The markup of #root. */
  body: string;
  /** The screen's document title, escaped, when it sets one. */
  title?: string;
}

/**
 * The app at `path` in `language` as a signed-out visitor's browser first draws it (the token
 * lives only in the browser, so signed-in screens draw their skeleton), as markup for the page's
 * #root. The router resolves the path's lazy screen first, so the markup holds the screen itself,
 * which the browser then hydrates (main.tsx).
 */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  // With the words this page's visitor will have: the shell's, and a further part only when the
  // path's screen loads it (its route does, below). A word missing from them fails the render,
  // so the build never draws a page its visitor's catalogue cannot hydrate.
  resetWords();
  await loadCatalogue(language);
  const missing: string[] = [];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path}: the router answered a redirect`);
  // A screen that cannot load or render would be drawn as the error screen: fail instead.
  const errors = Object.values(context.errors ?? {});
  if (errors.length > 0) throw new Error(`${path}: ${String(errors[0])}`, { cause: errors[0] });
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <AppProvider
        language={language}
        queryClient={createQueryClient()}
        onIntlError={(error: Error) => {
          missing.push(error.message);
        }}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  if (missing.length > 0) {
    throw new Error(`${path} (${language}) draws words its catalogue lacks: ${missing.join('; ')}`);
  }
  return splitTitle(markup);
}
