import type { MailMessage } from './mailer.js';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** One layout for every account mail: a greeting, a paragraph, one button-like link and a closing line. */
function actionMail(options: {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): MailMessage {
  const { to, subject, greeting, intro, action, url, outro } = options;
  const text = `${greeting}\n\n${intro}\n\n${action}: ${url}\n\n${outro}\n\nThe Shortlist team`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro).replace(/\n/g, '<br>')}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>The Shortlist team</p>`;
  return { to, subject, text, html };
}

export function confirmEmailMail(to: string, firstName: string, url: string): MailMessage {
  return actionMail({
    to,
    subject: 'Confirm your e-mail address',
    greeting: `Hello ${firstName},`,
    intro: 'Thank you for registering with Shortlist. Please confirm your e-mail address to activate your account.',
    action: 'Confirm e-mail',
    url,
    outro: 'If you did not register, you can ignore this message.',
  });
}

export function resetPasswordMail(to: string, firstName: string, url: string): MailMessage {
  return actionMail({
    to,
    subject: 'Reset your password',
    greeting: `Hello ${firstName},`,
    intro: 'We received a request to reset your Shortlist password. The link is valid for one hour.',
    action: 'Reset password',
    url,
    outro: 'If you did not ask for this, you can ignore this message; your password stays as it is.',
  });
}

/** Registration with an address that already has an account: its holder is told, the visitor learns nothing. */
export function accountExistsMail(to: string, firstName: string, url: string): MailMessage {
  return actionMail({
    to,
    subject: 'You already have a Shortlist account',
    greeting: `Hello ${firstName},`,
    intro:
      'Someone just tried to register a new Shortlist account with this e-mail address, which already has one. If it was you, sign in instead; if you have forgotten your password, you can reset it from the sign-in page.',
    action: 'Sign in',
    url,
    outro: 'If it was not you, you can ignore this message; your account has not changed.',
  });
}

/** Users area: the link of an invitation to join a company (valid for 14 days). */
export function userInvitationMail(
  to: string,
  invite: { firstName: string; companyName: string; inviterName: string; url: string },
): MailMessage {
  return actionMail({
    to,
    subject: `You are invited to join ${invite.companyName} on Shortlist`,
    greeting: `Hello ${invite.firstName},`,
    intro: `${invite.inviterName} has invited you to join ${invite.companyName} on Shortlist. Follow the link to register; it is valid for 14 days.`,
    action: 'Accept invitation',
    url: invite.url,
    outro: 'If you were not expecting this invitation, you can ignore this message.',
  });
}

/** The e-mail copy of a notification (sent only when the user's matching switch is on). */
export function notificationMail(to: string, firstName: string, text: string, url: string): MailMessage {
  return actionMail({
    to,
    subject: `Shortlist: ${text}`,
    greeting: `Hello ${firstName},`,
    intro: text,
    action: 'View',
    url,
    outro: 'You can choose which e-mail notifications you receive in your account settings.',
  });
}

/**
 * Spec 2 §5, §7: a supplier's invitation to a project, naming the project, the broker company and the supplier title;
 * the link registers a new supplier or opens an existing vendor's invitation preview.
 */
export function projectInvitationMail(
  to: string,
  invite: { projectName: string; brokerName: string; supplierName: string; url: string; registers: boolean },
): MailMessage {
  return actionMail({
    to,
    subject: `${invite.brokerName} invites you to the project ${invite.projectName}`.replace(/\s+/g, ' '),
    greeting: 'Hello,',
    intro: `${invite.brokerName} invites ${invite.supplierName} to take part in the project ${invite.projectName} on Shortlist.${invite.registers ? ' Follow the link to register your company and respond.' : ''}`,
    action: invite.registers ? 'Register and respond' : 'View the invitation',
    url: invite.url,
    outro: 'If you were not expecting this invitation, you can ignore this message.',
  });
}

/**
 * Spec 2 §1, §5: a client member's invitation to fill a project's client tables; the link registers a new person, or
 * opens the client data page for someone who already has an account.
 */
export function clientMemberInvitationMail(
  to: string,
  invite: { projectName: string; brokerName: string; url: string; registers: boolean },
): MailMessage {
  return actionMail({
    to,
    subject: `${invite.brokerName} invites you to fill in client data for ${invite.projectName}`.replace(/\s+/g, ' '),
    greeting: 'Hello,',
    intro: `${invite.brokerName} asks you to fill in client data for the project ${invite.projectName} on Shortlist.${invite.registers ? ' Follow the link to register; you will then find the project’s tables.' : ''}`,
    action: invite.registers ? 'Register and fill in the data' : 'Open the client data',
    url: invite.url,
    outro: 'If you were not expecting this invitation, you can ignore this message.',
  });
}

/**
 * Issue 31: the receipt of a supplier's submitted answers, mailed to whoever submitted them (whatever their
 * switches: a receipt is not a notification). Issue 37: with the receipt's code and digest, and the link anyone
 * holding it may follow to check it against the answers stored.
 */
export function submissionReceiptMail(
  to: string,
  receipt: {
    firstName: string;
    projectName: string;
    productName: string;
    receipt: string;
    url: string;
    digestLine: string;
    verifyUrl: string;
  },
): MailMessage {
  return actionMail({
    to,
    subject: `Receipt: your answers to ${receipt.projectName} were submitted`,
    greeting: `Hello ${receipt.firstName},`,
    intro: `Your answers for ${receipt.productName} in the project ${receipt.projectName} were received. ${receipt.receipt}. ${receipt.digestLine}.`,
    action: 'View your answers',
    url: receipt.url,
    outro: `Keep this message as your receipt: anyone holding it can check it against the answers stored at ${receipt.verifyUrl}. The answers stay locked unless the buyer asks for an update of one.`,
  });
}

/**
 * Issue 38 item 3: a supplier's assessment summary (debrief), mailed to every active user of its company: its score
 * per section against the winning bid, the totals and the notes shared with it, one line each.
 */
export function debriefMail(
  to: string,
  debrief: { firstName: string; subject: string; intro: string; lines: string[]; url: string },
): MailMessage {
  return actionMail({
    to,
    subject: debrief.subject,
    greeting: `Hello ${debrief.firstName},`,
    intro: [debrief.intro, ...debrief.lines].join('\n'),
    action: 'View your assessment summary',
    url: debrief.url,
    outro: 'The summary names no other supplier. It stays on your result screen.',
  });
}
