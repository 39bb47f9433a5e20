import { TEXT_AREA_MAX } from '../constants.js';
import type { ParticipationStatus } from './participation.js';

/**
 * Where an invited supplier company is in spec 2 §4 Supplier registration steps: REGISTERED (Account is Created),
 * PROFILE_CREATED (Profile is Created) and SUBMITTED (Profile is Submitted; its invitations are then INVITED, the step
 * the spec names Awaiting for Approval).
 */
export const VENDOR_REGISTRATION_STEPS = ['REGISTERED', 'PROFILE_CREATED', 'SUBMITTED'] as const;
export type VendorRegistrationStep = (typeof VENDOR_REGISTRATION_STEPS)[number];

/** The participation of the company's invitations while it is at each step. */
export const REGISTRATION_PARTICIPATION: Record<VendorRegistrationStep, ParticipationStatus> = {
  REGISTERED: 'BP_REGISTERED',
  PROFILE_CREATED: 'BP_DRAFT',
  SUBMITTED: 'INVITED',
};

/**
 * Spec 2 §4: the four steps' labels, in order. The spec's last one, 'Awaiting for Approval' (INVITED), is the
 * supplier's own approval of its invitations, which nobody else grants: in plain English, the invitations are ready
 * to accept (issue 31).
 */
export const REGISTRATION_STEP_LABELS = [
  'Account is Created',
  'Profile is Created',
  'Profile is Submitted',
  'Ready to Accept Invitations',
] as const;

/**
 * The index of the step a company at `step` works on next (the current one of the stepper). A submitted profile has
 * reached the last step: nothing is left to do for it, so no step is current (the length of the steps).
 */
export const currentRegistrationStepIndex = (step: VendorRegistrationStep): number =>
  step === 'SUBMITTED' ? REGISTRATION_STEP_LABELS.length : VENDOR_REGISTRATION_STEPS.indexOf(step) + 1;

/** Where an invited supplier returns once its profile is submitted: the project's invitation preview. */
export const invitationReturnPath = (projectId: string) => `/invite-to-project/${projectId}/preview`;

/** Spec 2 §8 project list error, and the refusals of the profile steps the spec gives no wording for (ours). */
export const VENDOR_PROFILE_MESSAGES = {
  missed: 'The synchronization of your company profile can take one hour',
  missedHint: 'Please try later or contact the support team',
  profileSubmitted: 'The profile is submitted',
  profileSubmittedNext: 'Nothing more is needed for it: accept or decline your invitations on their project pages.',
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
