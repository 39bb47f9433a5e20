import { MESSAGES } from '../messages.js';
import { PROJECT_MESSAGES } from '../projects/project-messages.js';

/** Spec 2 §5, §8 Client tables: the spec's wording, and ours (marked) where the spec names a rule but no words. */
export const CLIENT_TABLE_MESSAGES = {
  required: MESSAGES.required,
  maxLength: MESSAGES.maxLength,
  duplicateOption: (option: string) => `The option '${option}' is already added`,
  saveFailed: (message: string) => `Unable to save data. ${message}`,
  submitFailed: 'Unable to submit data',
  deadlineNotBeforeToday: PROJECT_MESSAGES.notBeforeToday,
  validEmail: PROJECT_MESSAGES.validEmail,
  // Ours: the spec states these rules without their wording.
  onlyColumn: 'The only column cannot be deleted',
  tooManyColumns: (max: number) => `A table can have at most ${max} columns`,
  tooManyRows: (max: number) => `A table can have at most ${max} rows`,
  maxLengthOption: 'Please enter a positive whole number of at most 5 digits',
  emptyOption: 'An option cannot be empty',
  unknownOption: 'Please choose one of the options',
  otherNotOffered: 'This list does not offer another option',
  oneFile: 'Only one file can be attached here',
  malformed: 'The table data is not valid',
  locked: 'The client tables are locked',
  deadlinePassed: 'The deadline for the client data has passed',
  deadlineWhileLocked: 'The deadline cannot be set while the client tables are locked',
  designChanged: 'Only the cells of client response columns can be filled in',
  notClientResponse: (title: string) => `The column '${title}' is not a client response column`,
  conflict: 'This table was changed elsewhere since you opened it',
  notEnabled: 'Client tables are not enabled for your company',
  wrongProjectType: 'Client tables are available for RFP and RFI projects only',
  copySourceRequired: 'Please choose a project and a table to copy',
  duplicateEmail: 'This email is already added',
  alreadySubmitted: 'The client data has already been submitted',
} as const;
