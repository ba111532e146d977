import { ThemeProvider } from '@lumen/ui';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { IntlConfig } from 'react-intl';
import { resetCachesOnSessionChange } from '@/lib/auth/session-cache';
import type { Language } from '@/lib/i18n/detect-language';
import { LocaleProvider, useLocale } from '@/lib/i18n/locale-provider';
import { QueryClientOnDemandProvider, useLoadedQueryClient } from '@/lib/query-client-on-demand';

function ThemedLocale({ children }: { children: ReactNode }) {
  const { language } = useLocale();
  return <ThemeProvider locale={language}>{children}</ThemeProvider>;
}

export interface AppProviderProps {
  children: ReactNode;
  /**
   * Tests and the server's render pass their own client and language; the browser's app creates
   * its client when a screen or a signed-in part first needs it (lib/query-client-on-demand).
   */
  queryClient?: QueryClient;
  language?: Language;
  /** The language of the server's markup, when hydrating it. */
  renderedLanguage?: Language;
  /** What react-intl reports (the server's render fails on a missing word). */
  onIntlError?: IntlConfig['onError'];
}

export function AppProvider({
  children,
  queryClient,
  language,
  renderedLanguage,
  onIntlError,
}: AppProviderProps) {
  const loaded = useLoadedQueryClient();
  const client = queryClient ?? loaded;
  useEffect(
    () => (queryClient ? resetCachesOnSessionChange(queryClient) : undefined),
    [queryClient],
  );
  return (
    <QueryClientOnDemandProvider client={client}>
      <LocaleProvider
        initialLanguage={language}
        renderedLanguage={renderedLanguage}
        {...(onIntlError ? { onError: onIntlError } : {})}
      >
        <ThemedLocale>{children}</ThemedLocale>
      </LocaleProvider>
    </QueryClientOnDemandProvider>
  );
}
