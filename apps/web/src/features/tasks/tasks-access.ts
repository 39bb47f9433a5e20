import { tasksAvailable } from '@shortlist/domain';
import type { WebAccessRule } from '../../lib/session';

/** Spec 1 §6: the Tasks menu and pages need the experts setting, MANAGE_PROJECT_QUESTIONS and no MANAGE_BROKERS. */
export const taskUsers: WebAccessRule = ({ profile, privileges }) =>
  profile !== null &&
  tasksAvailable({
    userType: profile.type,
    privileges,
    enableExperts: 'enableExperts' in profile && profile.enableExperts === true,
  });
