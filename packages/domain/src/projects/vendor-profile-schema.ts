import { z } from 'zod';
import { COMPANY_NAME_MAX, COMPANY_NAME_MIN, COMPANY_WEBSITE_MAX } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { emailField, optionalText, phoneField, requiredText, urlField } from '../validation/fields.js';
import { SUPPLIER_LIMITS } from './suppliers.js';
import { VENDOR_PROFILE_LIMITS, VENDOR_PROFILE_MESSAGES } from './vendor-registration.js';

/*
 * The company profile form's schema, apart from the registration steps' constants: the route table reads those, and
 * a zod schema beside them would load zod into the signed-out home.
 */

/** An optional field that a GraphQL call may send as null. */
const nullable = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => value ?? undefined, schema);

const productSchema = z.object({
  id: z.uuid().nullish(),
  name: requiredText(SUPPLIER_LIMITS.productName),
  description: nullable(optionalText(VENDOR_PROFILE_LIMITS.productDescription)),
  serviceTypeIds: nullable(
    z
      .array(z.uuid(VENDOR_PROFILE_MESSAGES.unknownServiceType))
      .max(VENDOR_PROFILE_LIMITS.serviceTypes, MESSAGES.maxServiceTypes(VENDOR_PROFILE_LIMITS.serviceTypes))
      .default([]),
  ),
});

/** The company profile form of /account/company (Create Profile). */
export const vendorProfileSchema = z.object({
  companyName: requiredText(COMPANY_NAME_MAX, COMPANY_NAME_MIN),
  website: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(COMPANY_WEBSITE_MAX, MESSAGES.maxLength(COMPANY_WEBSITE_MAX))
    .pipe(urlField),
  contactName: requiredText(VENDOR_PROFILE_LIMITS.contactName),
  email: emailField,
  phone: nullable(phoneField),
  industry: nullable(optionalText(VENDOR_PROFILE_LIMITS.industry)),
  products: z
    .array(productSchema, { error: VENDOR_PROFILE_MESSAGES.atLeastOneProduct })
    .min(1, VENDOR_PROFILE_MESSAGES.atLeastOneProduct)
    .max(VENDOR_PROFILE_LIMITS.products),
});
export type VendorProfileData = z.output<typeof vendorProfileSchema>;
