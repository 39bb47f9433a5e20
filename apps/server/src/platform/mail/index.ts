export { devMailboxEnabled, isLoopback } from './dev-mailbox.js';
export { createMailer, type MailMessage, type Mailer } from './mailer.js';
export {
  accountExistsMail,
  clientMemberInvitationMail,
  confirmEmailMail,
  escapeHtml,
  notificationMail,
  projectInvitationMail,
  resetPasswordMail,
  submissionReceiptMail,
  userInvitationMail,
} from './templates.js';
