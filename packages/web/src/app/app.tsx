import type { Language } from '@/lib/i18n/detect-language';
import { AppProvider } from './provider';
import { AppRouter, type AppRouterInstance } from './router';

export interface AppProps {
  router: AppRouterInstance;
  /** The language of the server's markup, when hydrating it. */
  renderedLanguage?: Language;
}

export function App({ router, renderedLanguage }: AppProps) {
  return (
    <AppProvider renderedLanguage={renderedLanguage}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
