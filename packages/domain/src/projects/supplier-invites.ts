import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { emailField, requiredText } from '../validation/fields.js';
import type { ProjectStatus } from './status.js';
import { addedParticipation, SUPPLIER_BATCH_MAX, SUPPLIER_LIMITS } from './suppliers.js';

/** Spec 2 §5 Supplier invite by e-mail and §8 Invite; the refusals the spec gives no wording for are ours. */
export const INVITE_MESSAGES = {
  sent: 'The invite is successfully sent',
  /** Ours: before publishing nothing is sent yet (spec 2 §4), so the spec's 'sent' would not be true. */
  queued: 'The invite will be sent when the project is published',
  failed: 'Unable to send the invite',
  domainExists:
    "The domain you entered is already registered. Email invitations cannot be sent to existing domains. Please select one of the existing vendor's products and click Add.",
  emailInvited: 'This e-mail is already invited to the project',
  resendInvitedOnly: 'Only invited suppliers can be sent the invite again',
} as const;

/**
 * What an invitation that succeeded says: spec 2 §8's 'The invite is successfully sent' when it went out at once
 * (past review), else when it will (spec 2 §4: suppliers chosen in Draft or In Review are invited on publishing).
 */
export const inviteSuccessMessage = (projectStatus: ProjectStatus): string =>
  addedParticipation(projectStatus) === 'INVITED' ? INVITE_MESSAGES.sent : INVITE_MESSAGES.queued;

/** The codes the invite calls answer with (extensions.code). */
export const INVITE_ERROR_CODES = {
  /** Spec 2 §5: the address's domain belongs to a registered vendor; `details` names it and its products. */
  domainExists: 'DOMAIN_IS_ALREADY_EXISTED',
  /** The invitation is recorded, but its e-mail could not be sent; Resend Invite tries again. */
  notSent: 'INVITE_NOT_SENT',
} as const;

/** Spec 2 §5: a DOMAIN_IS_ALREADY_EXISTED refusal's details: the vendor and its products, marked when added. */
export interface RegisteredVendorDetails {
  email: string;
  vendor: { id: string; name: string };
  products: Array<{ id: string; name: string; isAdded: boolean }>;
}

/** Spec 2 §5 Email mode: e-mail valid and required; supplier title trimmed, required, at most 100. */
export const invitedProductSchema = z.object({
  email: emailField,
  productName: requiredText(SUPPLIER_LIMITS.productName),
});

/** Spec 2 §7 Invite by e-mail (products list of {email, productName}); one address once per call. */
export const inviteByEmailSchema = z.object({
  products: z
    .array(invitedProductSchema, { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(SUPPLIER_BATCH_MAX)
    .superRefine((products, context) => {
      const seen = new Set<string>();
      products.forEach((product, index) => {
        if (seen.has(product.email)) {
          context.addIssue({ code: 'custom', message: INVITE_MESSAGES.emailInvited, path: [index, 'email'] });
        }
        seen.add(product.email);
      });
    }),
});

/** The domain of an address (already lower-cased by the schema): the part after the last '@'. */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The domain of a company website ('https://www.acme.com/about' → 'acme.com'); empty when it is no URL. */
export function websiteDomain(website: string | null | undefined): string {
  const value = website?.trim() ?? '';
  if (!value) return '';
  try {
    const { hostname } = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
    return hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The registration link of an e-mail invitation (spec 2 §2 /register?token={hash}). */
export const registrationInvitePath = (token: string) => `/register?token=${encodeURIComponent(token)}`;

/** The invitation preview of an existing vendor's product, with the hash that lets it act on its own invitation. */
export const invitationPreviewPath = (projectId: string, token: string) =>
  `/invite-to-project/${projectId}/preview?hash=${encodeURIComponent(token)}`;
