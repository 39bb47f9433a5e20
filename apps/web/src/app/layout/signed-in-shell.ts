/** The parts of the shell only a signed-in user sees, loaded together (one chunk) by useSignedInShell. */

export { TermsDialog } from '../../features/accounts';
export { FeedbackButton } from '../../features/feedback';
export { NotificationCentre } from '../../features/notifications';
export { AccountMenu } from './account-menu';
export { UpgradeButton } from './upgrade-button';
