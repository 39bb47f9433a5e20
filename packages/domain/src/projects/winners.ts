import type { ProjectType } from '../enums.js';
import type { ParticipationStatus } from './participation.js';
import type { ProjectStatus } from './status.js';

/** Spec 2 §4 Select Winners dialog (its title and button are the spec's; the other wording is ours). */
export const WINNER_TEXTS = {
  title: 'Select Winners',
  submit: 'Select Winners',
  intro: 'Choose the winning products. The project is then completed and every accepted supplier sees its result.',
  noCandidates: 'No accepted product has submitted its answers.',
  score: (score: number) => `Score ${score}`,
  selected: 'Winners selected: the project is completed',
  failed: 'Unable to select winners',
  /** The plain move SCORING → COMPLETED of an RFP/RFI: its winners are chosen with the move. */
  selectFirst: 'Select the winners to complete the project.',
  notInScoring: 'Winners can be selected only while the project is in Scoring.',
  panel: 'A Panel has no winners: close it instead.',
  noProduct: 'Please select at least one winner.',
  notCandidate: 'Only accepted products with submitted answers can be selected as winners.',
} as const;

/** Spec 2 §4: an RFP or RFI leaves SCORING for COMPLETED only through Select Winners; a Panel's Close stays plain. */
export const completesWithWinners = (type: ProjectType, from: ProjectStatus, to: ProjectStatus): boolean =>
  type !== 'PANEL' && from === 'SCORING' && to === 'COMPLETED';

/** A project product as Select Winners judges it. */
export interface WinnerCandidate {
  id: string;
  participationStatus: ParticipationStatus;
  answersSubmitted: boolean;
}

/** Spec 2 §4, §7: a product may win when it accepted the invitation and its answers are submitted. */
export const mayWin = (candidate: WinnerCandidate): boolean =>
  candidate.participationStatus === 'ACCEPTED' && candidate.answersSubmitted;

/**
 * Spec 2 §4, §7 Select winners (project, product ids): an RFP or RFI in SCORING, at least one product, each a
 * product of the project that may win. Returns the message of the first rule broken, or null.
 */
export function winnerSelectionError(
  project: { type: ProjectType; status: ProjectStatus },
  productIds: readonly string[],
  candidates: readonly WinnerCandidate[],
): string | null {
  if (project.type === 'PANEL') return WINNER_TEXTS.panel;
  if (project.status !== 'SCORING') return WINNER_TEXTS.notInScoring;
  if (productIds.length === 0) return WINNER_TEXTS.noProduct;
  const winning = new Set(candidates.filter(mayWin).map((candidate) => candidate.id));
  return productIds.every((id) => winning.has(id)) ? null : WINNER_TEXTS.notCandidate;
}
