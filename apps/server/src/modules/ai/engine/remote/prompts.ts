import { CLIENT_TABLE_LIMITS, QUESTION_LIMITS, QUESTION_TYPES } from '@shortlist/domain';
import type { SearchScope } from '../provider.js';
import { GENERATED_TABLES_MAX } from './ground-client-tables.js';
import { GENERATED_LIMITS } from './ground-questions.js';
import { PURPOSE_MAX } from './ground-suppliers.js';
import type { ProjectBrief } from './project-facts.js';

/** A candidate as the model sees it: the public directory's data of a product the local engine found. */
export interface CandidateForModel {
  id: string;
  name: string;
  industry: string;
  serviceTypes: string[];
  description: string;
}

const ADVISORY =
  'You assist a buyer in a procurement platform. Your answer is shown to the buyer as a suggestion to review. ' +
  'Answer with one JSON object and nothing else.';

export const SUPPLIERS_PROMPT = `${ADVISORY}
From the candidates given, choose the supplier products that best fit the keyword and the project, best first.
Use only ids of the candidates; never name a supplier that is not among them.
For each, write one sentence (at most ${PURPOSE_MAX} characters) saying why it matches, in terms the buyer can check
against the candidate's own data (its industry, service types or description).
Shape: {"suppliers":[{"id":"<candidate id>","purpose":"<one sentence>"}]}`;

export const QUESTIONS_PROMPT = `${ADVISORY}
Write a questionnaire that suppliers will answer for the project, on the keyword's subject: at most
${GENERATED_LIMITS.sections} sections of 3 to 8 questions each, no two questions alike.
Shape: {"sections":[{"name":"<at most ${QUESTION_LIMITS.sectionName} characters>","questions":[<question>]}]}
A question: {"type":"<one of ${QUESTION_TYPES.join(', ')}>","label":"<the question>","helperText":"<optional hint>"}
plus, by type: LIST {"options":[{"label":"<at most ${QUESTION_LIMITS.optionLabel} characters>"}],"multiple":false,
"view":"RADIO"|"CHECKBOX"|"SELECT"}; NUMBER {"rules":{"min":null,"max":null},"suffix":"<unit, optional>"};
STRING and TEXT {"rules":{"maxLength":null}}; BOOLEAN needs nothing more; FILE {"file":{"multiple":false}}.`;

export const CLIENT_TABLES_PROMPT = `${ADVISORY}
Design at most ${GENERATED_TABLES_MAX} tables in which the buyer's client will give the data that the project's
suppliers need (for example the employees, sites or volumes to quote on).
Shape: {"tables":[{"name":"<at most ${CLIENT_TABLE_LIMITS.title} characters>","columns":[{"title":"<column>",
"type":"text"|"list","options":["<list choices>"],"clientResponse":true}],"rows":[["<one text per column>"]]}]}
At most ${CLIENT_TABLE_LIMITS.columns} columns and ${CLIENT_TABLE_LIMITS.rows} rows; clientResponse is true for a
column the client fills in; a list cell's text is one of its column's options or empty.`;

/** The user message: the keyword, the company's own project (when it is), and what else the call needs. */
export function userMessage(scope: SearchScope, brief: ProjectBrief | null, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ keyword: scope.keyword, ...(brief ? { project: brief } : {}), ...extra });
}
