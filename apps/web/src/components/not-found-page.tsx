import { MESSAGES } from '@shortlist/domain';
import { BackHomeButton } from './back-home-button';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  return <StatusPage title="Page Not Found" message={MESSAGES.notFound} actions={<BackHomeButton />} />;
}
