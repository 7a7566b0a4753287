import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nProvider } from '../i18n';
import type { Language } from '../i18n/languages';
import { isApiError } from '../lib/api-error';
import { theme } from './theme';

/** A 4xx will not change on retry; network errors and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, staleTime: 30_000 } },
  });
}

export function AppProviders({
  children,
  client,
  language,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** Fixed language (tests); by default the device's or the browser's, then the user's setting. */
  language?: Language;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <I18nProvider language={language}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
