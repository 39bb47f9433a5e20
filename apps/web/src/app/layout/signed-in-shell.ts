/** The parts of the shell only a signed-in user sees, loaded together (one chunk) by useSignedInShell. */
export { FeedbackButton } from '../../features/feedback/feedback-button';
export { NotificationCentre } from '../../features/notifications/notification-centre';
export { TermsDialog } from '../../features/accounts/components/terms-dialog';
export { AccountMenu } from './account-menu';
export { UpgradeButton } from './upgrade-button';
