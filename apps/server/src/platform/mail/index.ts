export { devMailboxEnabled, isLoopback } from './dev-mailbox.js';
export { createMailer, type Mailer, type MailMessage } from './mailer.js';
export {
  accountExistsMail,
  clientMemberInvitationMail,
  confirmEmailMail,
  debriefMail,
  escapeHtml,
  notificationMail,
  projectInvitationMail,
  resetPasswordMail,
  submissionReceiptMail,
  userInvitationMail,
} from './templates.js';
