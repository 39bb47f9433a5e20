import { type ContactFormKind, contactDemoSchema, contactUsSchema, ERROR_CODES, MESSAGES } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { AppError, badInput, parseInput } from '../../core/errors.js';
import { contactSubmissions } from '../../db/schema/index.js';
import { type ContactMailFields, contactSubmissionMail } from './contact-mail.js';

const HOUR_MS = 60 * 60 * 1000;

/** The form's fields, checked with the rules the web form uses; demo-only fields are null for a contact message. */
function parseSubmission(app: AppContext, kind: ContactFormKind, input: unknown) {
  const options = { recaptcha: app.captcha.enabled };
  if (kind === 'DEMO') {
    const { recaptcha, ...fields } = parseInput(contactDemoSchema(options), input);
    return { recaptcha, fields };
  }
  const { recaptcha, ...message } = parseInput(contactUsSchema(options), input);
  const fields: ContactMailFields = { ...message, company: null, jobTitle: null, companySize: null, phone: null };
  return { recaptcha, fields };
}

/**
 * Spec 3 §4, §7: a visitor's demo request or contact message. Bad input is refused with the form's messages and
 * nothing is kept. A client address may send `contactFormsPerHour` well-formed submissions an hour, both forms
 * together; the human verification is checked when configured. The submission is stored for the administrators and
 * mailed to the sales address with the visitor as reply-to (the mail leaves off the request path).
 */
export async function submitContactForm(
  app: AppContext,
  kind: ContactFormKind,
  input: unknown,
  address: string,
): Promise<void> {
  const { recaptcha, fields } = parseSubmission(app, kind, input);
  const counter = app.counters('contact-forms', HOUR_MS);
  if ((await counter.count(address)) >= app.config.contactFormsPerHour) {
    throw new AppError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests);
  }
  await counter.add(address);
  if (!(await app.captcha.verify(recaptcha, address))) {
    throw badInput(MESSAGES.recaptcha, { recaptcha: MESSAGES.recaptcha });
  }
  await app.db.insert(contactSubmissions).values({ kind, ...fields });
  await app.mailer.send(contactSubmissionMail(app.config.salesEmail, kind, fields));
}
