import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { theme } from '../lib/theme';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Theme, GraphQL client, toasts and the last-resort error boundary; the router goes inside. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <ApolloProvider client={client}>
          <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
            {children}
          </SnackbarProvider>
        </ApolloProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
