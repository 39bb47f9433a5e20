import { MESSAGES } from '@shortlist/domain';
import { BackHomeButton } from './back-home-button';
import { StatusPage } from './status-page';

export function AccessDeniedPage() {
  return <StatusPage title="Access Denied" message={MESSAGES.accessDenied} actions={<BackHomeButton />} />;
}
