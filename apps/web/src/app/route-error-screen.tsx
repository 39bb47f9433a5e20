import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { reportError } from '../lib/report-error';

/** The router's error boundary: reports what a page threw and shows the error screen in its place. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, 'Route error');
  }, [error]);
  return <ErrorScreen error={error} />;
}
