import { BrowserRouter } from 'react-router';
import type { Language } from '@/lib/i18n/detect-language';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export interface AppProps {
  /** The language of the server's markup, when hydrating it. */
  renderedLanguage?: Language;
}

export function App({ renderedLanguage }: AppProps) {
  return (
    <AppProvider renderedLanguage={renderedLanguage}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
