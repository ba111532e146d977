import {
  DEFAULT_TRIAL_CREDITS,
  FREE_TRIAL_DAYS,
  type TrialTexts,
  trialPromiseTexts,
  trialVariants,
} from '@lumen/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, loadScreenOf } from '@/app/router';
import type { Language } from '@/lib/i18n/detect-language';
import { loadCatalogue, resetWords } from '@/lib/i18n/locale-provider';
import { drawWithPageConfig } from '@/lib/page-config';
import { publicConfigQueryKey } from '@/lib/public-config';
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
 * #root. The path's lazy screen is loaded first, so the markup holds the screen itself, which the
 * browser then hydrates (main.tsx).
 */
export async function renderPage(
  path: string,
  language: Language,
  trial: { trialCredits: number; trialDays: number } = {
    trialCredits: DEFAULT_TRIAL_CREDITS,
    trialDays: FREE_TRIAL_DAYS,
  },
): Promise<RenderedPage> {
  // With the words this page's visitor will have: the shell's, and a further part only when the
  // path's screen loads it (its route does, below). A word missing from them fails the render,
  // so the build never draws a page its visitor's catalogue cannot hydrate.
  resetWords();
  await loadCatalogue(language);
  const missing: string[] = [];
  // A screen that cannot load fails the build here.
  await loadScreenOf(new URL(path, 'http://localhost').pathname);
  // The default trial unless asked for another (drawTrialTexts): the server writes its own
  // numbers into the page it serves (its serve-web), and the browser's first render reads them.
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryKey, trial);
  const markup = drawWithPageConfig(trial, () =>
    renderToString(
      <StrictMode>
        <AppProvider
          language={language}
          queryClient={queryClient}
          onIntlError={(error: Error) => {
            missing.push(error.message);
          }}
        >
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
  if (missing.length > 0) {
    throw new Error(`${path} (${language}) draws words its catalogue lacks: ${missing.join('; ')}`);
  }
  return splitTitle(markup);
}

/**
 * The trial promises `path` draws (marked by TrialPromise), in every shape, with the stand-in
 * numbers: what the server fills a page's marks from (fillTrialPromises). Empty when the page
 * promises nothing.
 */
export async function drawTrialTexts(path: string, language: Language): Promise<TrialTexts> {
  const texts: TrialTexts = {};
  for (const variant of trialVariants()) {
    const { body } = await renderPage(path, language, variant);
    for (const [id, text] of Object.entries(trialPromiseTexts(body))) {
      texts[id] = { ...texts[id], [variant.key]: text };
    }
  }
  return texts;
}
