import { administratorsOnly, checkAccess } from '@shortlist/domain';
import type { WebAccessRule } from '../../../lib/session';

/** Platform administrators with Manage Brokers, as the server's retention fields want. */
export const retentionReaders: WebAccessRule = (context) =>
  administratorsOnly(context) && checkAccess('MANAGE_BROKERS', context);
