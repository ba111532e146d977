import { ThemeProvider } from '@lumen/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { resetCachesOnSessionChange } from '../lib/auth/session-cache';
import type { Language } from '../lib/i18n/detect-language';
import { LocaleProvider, useLocale } from '../lib/i18n/locale-provider';
import { createQueryClient } from '../lib/react-query';

function ThemedLocale({ children }: { children: ReactNode }) {
  const { language } = useLocale();
  return <ThemeProvider locale={language}>{children}</ThemeProvider>;
}

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client and language. */
  queryClient?: QueryClient;
  language?: Language;
}

export function AppProvider({ children, queryClient, language }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => resetCachesOnSessionChange(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <LocaleProvider initialLanguage={language}>
        <ThemedLocale>{children}</ThemedLocale>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
