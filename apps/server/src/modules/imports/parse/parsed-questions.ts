import type { QuestionDefinition } from '@shortlist/domain';

export interface ImportedQuestion {
  /** Valid by the domain's parseQuestionDefinition. */
  definition: QuestionDefinition;
  /** 1–5 when the sheet gives one. */
  weight: number | null;
}

/** A section's name is trimmed, non-empty and at most 100 characters. */
export interface ImportedSection {
  name: string;
  questions: ImportedQuestion[];
}

/** A row that could not be read: `row` is the sheet's own 1-based row number. */
export interface SkippedRow {
  sheet: string;
  row: number;
  reason: string;
}

export interface ParsedQuestions {
  sections: ImportedSection[];
  skipped: SkippedRow[];
}
