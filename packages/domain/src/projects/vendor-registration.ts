import { TEXT_AREA_MAX } from '../constants.js';
import type { ParticipationStatus } from './participation.js';

/**
 * Where an invited supplier company is in spec 2 §4 Supplier registration steps: REGISTERED (Account is Created),
 * PROFILE_CREATED (Profile is Created) and SUBMITTED (Profile is Submitted, then Awaiting for Approval).
 */
export const VENDOR_REGISTRATION_STEPS = ['REGISTERED', 'PROFILE_CREATED', 'SUBMITTED'] as const;
export type VendorRegistrationStep = (typeof VENDOR_REGISTRATION_STEPS)[number];

/** The participation of the company's invitations while it is at each step. */
export const REGISTRATION_PARTICIPATION: Record<VendorRegistrationStep, ParticipationStatus> = {
  REGISTERED: 'BP_REGISTERED',
  PROFILE_CREATED: 'BP_DRAFT',
  SUBMITTED: 'INVITED',
};

/** Spec 2 §4: the four steps' labels, in order. */
export const REGISTRATION_STEP_LABELS = [
  'Account is Created',
  'Profile is Created',
  'Profile is Submitted',
  'Awaiting for Approval',
] as const;

/** The index of the step a company at `step` works on next (the current one of the stepper). */
export const currentRegistrationStepIndex = (step: VendorRegistrationStep): number =>
  VENDOR_REGISTRATION_STEPS.indexOf(step) + 1;

/** Where an invited supplier returns once its profile is submitted: the project's invitation preview. */
export const invitationReturnPath = (projectId: string) => `/invite-to-project/${projectId}/preview`;

/** Spec 2 §8 project list error, and the refusals of the profile steps the spec gives no wording for (ours). */
export const VENDOR_PROFILE_MESSAGES = {
  missed: 'The synchronization of your company profile can take one hour',
  missedHint: 'Please try later or contact the support team',
  profileSubmitted: 'The profile is submitted',
  wrongStep: 'The profile cannot be changed at this step',
  unknownServiceType: 'Please choose one of the offered service types',
  atLeastOneProduct: 'Please add at least one product',
} as const;

export const VENDOR_PROFILE_ERROR_CODES = { missed: 'VENDOR_PROFILE_IS_MISSED' } as const;

/** Limits of the profile form: product name is spec 2 §9 supplier name; the others are ours. */
export const VENDOR_PROFILE_LIMITS = {
  contactName: 100,
  industry: 100,
  productDescription: TEXT_AREA_MAX,
  serviceTypes: 10,
  products: 20,
} as const;
