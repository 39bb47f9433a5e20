import type { ContactDemoInput, ContactUsInput } from '@shortlist/domain';
import { okSchema, rest } from '../../lib/rest';

/** Spec 3 §7 Contact: the public forms' REST routes. */
export function sendDemoRequest(input: ContactDemoInput) {
  return rest('/api/contact-demo', okSchema, { json: input });
}

export function sendContactMessage(input: ContactUsInput) {
  return rest('/api/contact-us', okSchema, { json: input });
}
