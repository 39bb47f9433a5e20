import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { fieldErrors } from '../validation/fields.js';
import { vendorProfileSchema } from './vendor-profile-schema.js';
import { currentRegistrationStepIndex, REGISTRATION_STEP_LABELS } from './vendor-registration.js';

const VALID = {
  companyName: 'Payroll Cloud Ltd',
  website: 'https://payroll.example',
  contactName: 'Sue Supplier',
  email: 'Sales@Payroll.example',
  phone: null,
  industry: null,
  products: [{ id: null, name: ' Payroll Cloud ', description: null, serviceTypeIds: null }],
};

describe('vendorProfileSchema', () => {
  it('takes the nulls a GraphQL call sends as empty values', () => {
    expect(vendorProfileSchema.parse(VALID)).toMatchObject({
      email: 'sales@payroll.example',
      phone: '',
      industry: '',
      products: [{ name: 'Payroll Cloud', description: '', serviceTypeIds: [] }],
    });
  });

  it('needs a website, a contact and at least one product of at most 100 characters', () => {
    const result = vendorProfileSchema.safeParse({
      ...VALID,
      website: '',
      contactName: ' ',
      products: [{ name: 'x'.repeat(101) }],
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      website: MESSAGES.required,
      contactName: MESSAGES.required,
      'products.0.name': MESSAGES.maxLength(100),
    });
  });
});

describe('registration steps', () => {
  it('works on the step after the one reached', () => {
    expect(REGISTRATION_STEP_LABELS[currentRegistrationStepIndex('REGISTERED')]).toBe('Profile is Created');
    expect(REGISTRATION_STEP_LABELS[currentRegistrationStepIndex('PROFILE_CREATED')]).toBe('Profile is Submitted');
  });

  it('has every step done once the profile is submitted, and waits for no approval', () => {
    expect(currentRegistrationStepIndex('SUBMITTED')).toBe(REGISTRATION_STEP_LABELS.length);
    expect(REGISTRATION_STEP_LABELS).not.toContain('Awaiting for Approval');
  });
});
