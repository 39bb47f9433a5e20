import {
  type AnswerFile,
  answerText,
  BLIND_SCORING_TEXTS,
  COLOUR_LABELS,
  COLOUR_RATINGS,
  isRating,
  type QuestionDefinition,
  RATING_LABELS,
  SCORE_COLOURS,
  type ScoringType,
  type SettledAnswer,
} from '@shortlist/domain';
import type { ReportOptions } from '../../../db/schema/index.js';
import type { ReportAnswer, ReportData } from './report-data.js';

export interface AnswerLink {
  text: string;
  url: string;
}

/** An answer as a report writes it: its text, and the links it carries (its files, the address it gives). */
export interface AnswerContent {
  text: string;
  links: AnswerLink[];
}

const NO_ANSWER: AnswerContent = { text: '', links: [] };

/** The address a signed-in reader downloads an answer's file from (files.routes.ts, its read rule applies). */
const fileUrl = (publicUrl: string, file: AnswerFile) => `${publicUrl}/api/file/${encodeURIComponent(file.id)}`;

function answerLinks(definition: QuestionDefinition, answer: ReportAnswer, publicUrl: string): AnswerLink[] {
  if (answer.notApplicable || answer.value === null) return [];
  if (definition.type === 'FILE' && Array.isArray(answer.value)) {
    return (answer.value as AnswerFile[]).map((file) => ({ text: file.filename, url: fileUrl(publicUrl, file) }));
  }
  const linked = definition.type === 'URL' || definition.type === 'VIDEO';
  return linked && typeof answer.value === 'string' ? [{ text: answer.value, url: answer.value }] : [];
}

/**
 * Spec 2 §3 Answer as text: the value (list choices with their clarifications, Yes/No with its comment, file names),
 * or 'Not Applicable: <description>'; with the files' and the address's links.
 */
export function answerContent(
  definition: QuestionDefinition,
  answer: ReportAnswer | null,
  publicUrl: string,
): AnswerContent {
  if (!answer) return NO_ANSWER;
  const settled = { ...answer, isDraft: false } as SettledAnswer;
  return { text: answerText(definition, settled), links: answerLinks(definition, answer, publicUrl) };
}

/** A rating in the scope's scoring type (spec 2 §9): 'No Rate', 'Failed', 1 to 5; or Green, Blue, Red, Neutral. */
export function ratingText(scoringType: ScoringType, rating: number | null): string {
  if (rating === null || !isRating(rating)) return '';
  if (scoringType === 'COLORS') {
    const colour = SCORE_COLOURS.find((each) => COLOUR_RATINGS[each] === rating);
    if (colour) return COLOUR_LABELS[colour];
  }
  return RATING_LABELS[rating];
}

/** Question weights are shown only with NUMBERS scoring (spec 2 §7 Reports). */
export const showsWeight = (data: Pick<ReportData, 'options' | 'scoringType'>) =>
  data.options.includeQuestionWeight && data.scoringType === 'NUMBERS';

/** The options a report was made with, in words, for its summary. */
export function optionLines(data: ReportData): Array<[string, string]> {
  const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
  const { options } = data;
  const type = data.scoringType === 'NUMBERS' ? 'numbers' : 'colours';
  const lines: Array<[string, string]> = [
    ['Scoring', data.branchId ? `The branch's, in ${type}` : `The project's shared scoring, in ${type}`],
  ];
  if (data.comparisonName !== null) lines.push(['Comparison', data.comparisonName]);
  const flags: Array<[string, Exclude<keyof ReportOptions, 'productIds' | 'comparisonId' | 'blind'>]> = [
    ['Skip description', 'skipDescription'],
    ['Answer score', 'includeAnswerScore'],
    ['Question weight', 'includeQuestionWeight'],
    ['Notes', 'includeNotes'],
    ['Client tables', 'includeClientTables'],
  ];
  for (const [label, key] of flags) lines.push([label, yesNo(options[key])]);
  if (options.blind) lines.push(['Suppliers', BLIND_SCORING_TEXTS.notice]);
  return lines;
}

/** What the browser saves: '<project name> - report.<ext>', without characters a file name cannot hold. */
export function reportFileName(projectName: string, extension: 'pdf' | 'xlsx', what = 'report'): string {
  const name = projectName
    .replace(/[^\p{L}\p{N} ._,()&'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .slice(0, 150)
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return `${name || 'Project'} - ${what}.${extension}`;
}
