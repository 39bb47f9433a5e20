import { z } from 'zod';
import type { ProjectType } from '../enums.js';
import { MESSAGES } from '../messages.js';
import type { Privilege } from '../privileges.js';
import type { ParticipationStatus } from './participation.js';
import type { ProjectStatus } from './status.js';

/** The spec gives broker notes no limit of their own: the answer String default of spec 2 §5 (ours). */
export const SUPPLIER_NOTES_MAX = 2000;

/** The Notes dialog of the Suppliers tab; spec 2 §8 Notes gives the failure, the rest is ours. */
export const SUPPLIER_NOTES_TEXTS = {
  title: 'Notes',
  share: 'Share notes with the supplier',
  saved: 'Notes saved',
  failed: 'Unable to save Notes',
  panel: 'Notes on a supplier are not kept for Panel projects',
} as const;

/** Spec 2 §7 Set notes on a product: the notes trimmed, at most SUPPLIER_NOTES_MAX characters, and shareNotes. */
export const supplierNotesSchema = z.object({
  notes: z.string().trim().max(SUPPLIER_NOTES_MAX, MESSAGES.maxLength(SUPPLIER_NOTES_MAX)),
  shareNotes: z.boolean(),
});

export interface SupplierNotesAccess {
  /** The user's privileges with their implications followed. */
  privileges: ReadonlySet<Privilege>;
  /** The user is one of the project's owners (spec 2 §6: administrative access to all project functions). */
  isProjectOwner: boolean;
  projectType: ProjectType;
}

/** Spec 2 §6: notes on a supplier need MANAGE_ALL_SCORING (or owning the project) and are hidden for Panel. */
export const mayKeepSupplierNotes = ({ privileges, isProjectOwner, projectType }: SupplierNotesAccess): boolean =>
  projectType !== 'PANEL' && (isProjectOwner || privileges.has('MANAGE_ALL_SCORING'));

/** Spec 2 §4 Invitation banner, RFP/RFI in COMPLETED: the supplier's result screen (its wording is ours). */
export const SUPPLIER_RESULT_TEXTS = {
  title: 'Winner Announcement',
  winner: 'Congratulations! Your product has been selected as a winner.',
  notWinner: 'Thank you for your participation. Another supplier has been selected.',
  feedback: 'Feedback from the broker',
} as const;

/**
 * Spec 2 §4: an RFP or RFI in COMPLETED shows its accepted supplier the result (winner or not, and the broker's notes
 * when shared) in place of the invitation banner; a Panel shows none.
 */
export const supplierSeesResult = (type: ProjectType, status: ProjectStatus, participation: ParticipationStatus) =>
  type !== 'PANEL' && status === 'COMPLETED' && participation === 'ACCEPTED';
