import { administratorsOnly, checkAccess } from '@shortlist/domain';
import type { WebAccessRule } from '../../../lib/session';

export const CONTACT_REQUESTS_PATH = '/admin/contact-requests';

/** Platform administrators with Manage Brokers, as the server's contactSubmissions query wants. */
export const contactRequestReaders: WebAccessRule = (context) =>
  administratorsOnly(context) && checkAccess('MANAGE_BROKERS', context);
