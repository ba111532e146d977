import { ThemeProvider } from '@lumen/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { IntlConfig } from 'react-intl';
import { resetCachesOnSessionChange } from '@/lib/auth/session-cache';
import type { Language } from '@/lib/i18n/detect-language';
import { LocaleProvider, useLocale } from '@/lib/i18n/locale-provider';
import { createQueryClient } from '@/lib/react-query';

function ThemedLocale({ children }: { children: ReactNode }) {
  const { language } = useLocale();
  return <ThemeProvider locale={language}>{children}</ThemeProvider>;
}

export interface AppProviderProps {
  children: ReactNode;
  /** Tests and the server's render pass their own client and language. */
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
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => resetCachesOnSessionChange(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <LocaleProvider
        initialLanguage={language}
        renderedLanguage={renderedLanguage}
        {...(onIntlError ? { onError: onIntlError } : {})}
      >
        <ThemedLocale>{children}</ThemedLocale>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
