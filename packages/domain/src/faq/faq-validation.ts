import { z } from 'zod';
import { requiredText } from '../validation/fields.js';
import { FAQ_REJECT_REASON_MAX, FAQ_TEXT_MAX } from './faq-texts.js';

/** Spec 3 §5: a FAQ question or answer needs its text (trimmed). */
export const faqTextSchema = z.object({ text: requiredText(FAQ_TEXT_MAX) });

/** The reply the Publish dialog may carry: an answer's rules (spec 3 §5), under its own field. */
export const faqPublishReplySchema = z.object({ reply: requiredText(FAQ_TEXT_MAX) });

/** Spec 3 §5: a reject reason is required, trimmed and at most 100 characters. */
export const faqRejectSchema = z.object({ reason: requiredText(FAQ_REJECT_REASON_MAX) });
