import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createAppRouter } from './app';
import { createApolloClient } from './lib/apollo';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={createApolloClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
