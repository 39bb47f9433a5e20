/** The records a write refused as stale names (spec 3 §7 "at the version the user read"). */
export type ConflictRecord = 'project' | 'template' | 'section' | 'question' | 'answer' | 'table' | 'branch';

/** Spec 1 §5 and §8: the exact wording users see. */
export const MESSAGES = {
  required: 'Required',
  minLength: (min: number) => `Must be greater than or equal to ${min} characters`,
  minNumber: (min: number) => `Must be a number greater than or equal to ${min}`,
  maxLength: (max: number) => `Must be less than or equal to ${max} characters`,
  maxNumber: (max: number) => `Must be a number less than or equal to ${max}`,
  email: 'Must be a valid email',
  url: 'Must be a valid URL',
  alphanumeric: 'Alphanumeric without spaces',
  passwordsMatch: 'Passwords must match',
  fileSize: 'File size exceeds maximum',
  fileSizeLimit: 'File size exceeds maximum limit of 70 MB',
  requestTooLarge: 'The request is too large',
  spreadsheetOnly: 'The file format is invalid. Please use .xlsx file only',
  acceptTerms: 'Must Accept Terms and Conditions',
  domain: 'Invalid domain name',
  maxServiceTypes: (max: number) => `Maximum ${max} service types are allowed`,
  pattern: (regex: string) => `Value must match the following pattern: ${regex}`,
  date: 'Must be a valid date',
  phone: 'Please enter a valid phone number',
  password:
    'Minimum 8 and maximum 32 characters, at least one uppercase letter, one lowercase letter, one number and one special character',
  recaptcha: 'Please complete the reCAPTCHA verification',
  generic: 'OOPS! Something went wrong. Please try again later',
  contactSupport: 'Please contact support team',
  failedToFetch: 'Sorry, we are having trouble with it. Please try again.',
  notFound: 'The page you are looking for cannot be found',
  accessDenied: "You don't have permission to view this page",
  sessionExpired: 'Your session has expired. Please sign in again.',
  offline: 'No Ethernet Connection',
  logoutConfirm: 'Are you sure you want to log out?',
  leavePage: 'You have unsaved changes. If you leave this page, your changes will be discarded.',
  registeredWithToken: 'Thank you for registration! Now you can login using your credentials.',
  passwordReset: 'Password was changed successfully. Please login using your new password.',
  passwordChanged: 'Your password has been changed. Please sign in again.',
  forgotSent:
    'An e-mail with a link to reset your password has been sent. Please wait at least 10 minutes before requesting another one.',
  emailConfirmationRequired:
    'Your e-mail address is not confirmed yet. Please check your inbox, and your spam folder, for the confirmation e-mail.',
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'Your account has been disabled. Please contact support team',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  tooManyPasswordAttempts: 'Too many password attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  emailTaken: 'A user with this email already exists',
  invalidLink: 'This link is invalid or has expired',
  wrongOldPassword: 'Old password is incorrect',
  feedbackSent: 'Thank you for your feedback!',
  noEntries: 'There are no entries to display',
  nulCharacter: 'Text must not contain the NUL character',
  unpairedSurrogate: 'Text must not contain unpaired surrogate characters (invalid Unicode)',
  nestedTooDeeply: (max: number) => `The request is nested too deeply (at most ${max} levels)`,
  crossSiteRequest: 'This request did not come from the Shortlist web app and was refused.',
  jsonOnly: 'Requests must be sent as JSON.',
  tooManyUploads: 'You have uploaded too many files in the last hour. Please try again later.',
  storageQuota: (megabytes: number) =>
    `Your company has used all of its ${megabytes} MB of file storage. Delete files you no longer need, or contact support.`,
  // Administration: clients, reference types, companies (spec 1 §5, §8)
  clientWebsite: 'Value must be an URL address',
  wholeNumber: 'Must be a whole number',
  settingsUpdated: 'Settings have been successfully updated',
  unassignedFromAllProjects: 'It will be unassigned from all projects.',
  // Users, roles and invitations (spec 1 §4, §5, §8)
  inviteEmail: 'Please enter an email address',
  inviteFirstName: 'Please enter the first name',
  inviteLastName: 'Please enter the last name',
  inviteCompany: 'Please select a company',
  inviteRole: 'Please select a role for the user',
  userInvited: 'User invited successfully',
  userInviteFailed: 'Unable to invite user',
  defaultRoleConfirm:
    'Are you sure you want to set the role as default? This role will automatically be assigned to all new users.',
  superAdminLocked: 'The SuperAdmin role cannot be edited',
  systemRoleName: "A system role's name cannot be edited",
  systemRoleDelete: 'A system role cannot be deleted',
  defaultRoleDelete: 'A default role cannot be deleted',
  roleInUse: (count: number) =>
    `This role is assigned to ${count} ${count === 1 ? 'user' : 'users'}. Assign them another role before deleting it.`,
  adminOnlyPrivileges: (labels: string) => `Only administrators can grant ${labels}`,
  expertOnlyPrivileges: (labels: string) => `${labels} can only be granted when the company has experts enabled`,
  roleOfOtherCompany: "The role must belong to the user's company",
  brokerUsersOnly: 'Only broker users can be edited',
  cannotDeleteSelf: 'You cannot delete your own account',
  // Privilege ceiling (issue 11): nobody grants more than they hold or raises their own privileges.
  onlyHeldPrivileges: (labels: string) => `You can only grant privileges you hold. You do not hold ${labels}.`,
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotEditHeldRole: 'You cannot edit the role you hold',
  // Paging (spec 1 §3): a page number the database can still offset to.
  pageRange: (max: number) => `Page must be between 1 and ${max}`,
  // Not in the spec: someone else saved the record since the user read it (one wording, naming the record).
  staleVersion: (record: ConflictRecord) =>
    `The ${record} was changed by someone else. Please reload it and try again.`,
} as const;

/** Error codes the API returns in GraphQL extensions and REST bodies. */
export const ERROR_CODES = {
  badUserInput: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  emailConfirmationRequired: 'EMAIL_CONFIRMATION_REQUIRED',
  disabled: 'DISABLED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  crossSiteRequest: 'CROSS_SITE_REQUEST',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  projectValidation: 'project-validation-error',
  /** The database cannot be reached for now: the client tries again after the response's Retry-After seconds. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
