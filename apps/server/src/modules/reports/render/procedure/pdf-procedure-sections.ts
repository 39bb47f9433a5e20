import {
  answersSealedUntil,
  CONFLICT_TEXTS,
  formatDateTime,
  procedureScoresHidden as scoresHidden,
  PROCEDURE_REPORT_TEXTS as TEXTS,
} from '@shortlist/domain';
import type { PdfContent, PdfNode } from 'pdfmake';
import { breakable, headedTable, heading } from '../pdf-layout.js';
import { dateText, type ProcedureData } from './procedure-data.js';
import type { ProcedurePerson } from './procedure-people.js';

const cell = (text: string): PdfNode => ({ text: breakable(text) });
const nothing = (): PdfNode => ({ text: TEXTS.noEntries, style: 'muted' });
const subheading = (text: string): PdfNode => ({ text: breakable(text), style: 'subheading' });

/** A table of plain-text rows, or "Nothing recorded." without rows. */
function table(headers: string[], rows: string[][], widths: Array<number | string>): PdfContent {
  if (rows.length === 0) return nothing();
  return headedTable(
    headers,
    rows.map((row) => row.map(cell)),
    widths,
  );
}

/** 2. The project's dates and decisions in time order. */
export function timelineContent(data: ProcedureData): PdfContent[] {
  const rows = data.timeline.map((entry) => [formatDateTime(entry.at), entry.what, entry.who]);
  return [heading(TEXTS.sections.timeline), table(['When', 'What', 'Who'], rows, [100, '*', 130])];
}

function personContent(person: ProcedurePerson): PdfContent[] {
  const roles = person.roles.length > 0 ? person.roles.join(', ') : 'No longer on the project team';
  const declarations = person.declarations.map((row) => [
    row.supplier,
    `${row.declaration}${row.description ? `: ${row.description}` : ''}`,
    formatDateTime(row.at),
    String(row.count),
    row.sameDomain ? CONFLICT_TEXTS.domainFlag : '',
  ]);
  const admissions = person.admissions.map((row) => [
    row.supplier,
    `Let in by ${row.by}`,
    formatDateTime(row.at),
    row.reason,
  ]);
  return [
    subheading(`${person.name} (${person.email})`),
    { text: `Role: ${roles}`, style: 'muted', margin: [0, 0, 0, 4] },
    ...(declarations.length === 0
      ? [{ text: 'No declarations.', style: 'muted' } as PdfNode]
      : [
          table(['Supplier', 'Latest declaration', 'When', 'Declarations', 'Flag'], declarations, [
            100,
            '*',
            80,
            60,
            80,
          ]),
        ]),
    ...(admissions.length === 0
      ? []
      : [table(['Supplier', 'Admission', 'When', 'Reason'], admissions, [100, 100, 80, '*'])]),
  ];
}

/** 3. The buy-side people with their roles, declarations, flags and admissions. */
export function peopleContent(data: ProcedureData): PdfContent[] {
  return [
    heading(TEXTS.sections.people),
    ...(data.people.length === 0 ? [nothing()] : data.people.flatMap(personContent)),
  ];
}

/** 4. Every supplier product with its participation, dates and reasons. */
export function suppliersContent(data: ProcedureData): PdfContent[] {
  const rows = data.suppliers.map((row) => [
    row.name,
    row.statusLabel,
    dateText(row.invitedAt),
    dateText(row.submittedAt),
    dateText(row.ownDeadline),
    dateText(row.changedAt),
    row.reason ?? '',
  ]);
  return [
    heading(TEXTS.sections.suppliers),
    table(['Supplier', 'Status', 'Invited', 'Answers submitted', 'Own deadline', 'Last change', 'Reason'], rows, [
      '*',
      55,
      60,
      60,
      60,
      60,
      70,
    ]),
  ];
}

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/** 5. Scoring type, weights, and the integrity features in force. */
export function methodContent(data: ProcedureData): PdfContent[] {
  const { method } = data;
  const facts: Array<[string, string]> = [
    ['Scoring type', method.scoringType === 'NUMBERS' ? 'Numbers' : 'Colors'],
    ['Blind scoring', onOff(method.integrity.blindScoring)],
    [
      'Consensus',
      method.integrity.consensus ? `On (ratings disagree at a spread of ${method.disagreementThreshold})` : 'Off',
    ],
    ['Sealed answers', onOff(method.integrity.sealedAnswers)],
    ['Conflict-of-interest declarations', onOff(method.integrity.conflictDeclarations)],
    ['Branches', method.branches > 0 ? `Used (${method.branches})` : 'Not used'],
    ['Question weights', method.questionWeights ? 'Used' : 'Not used (every question weighs the same)'],
  ];
  const sections = method.sections.map((row) => [row.name, String(row.questions), String(row.weight)]);
  const weights = method.questionWeights?.map((row) => [row.section, row.label, String(row.weight)]) ?? [];
  return [
    heading(TEXTS.sections.method),
    {
      table: { widths: [170, '*'], body: facts.map(([label, value]) => [{ text: label, bold: true }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    },
    subheading('Section weights'),
    table(['Section', 'Questions', 'Weight (sum of its questions)'], sections, ['*', 70, 150]),
    ...(weights.length > 0
      ? [subheading('Question weights'), table(['Section', 'Question', 'Weight'], weights, [120, '*', 50])]
      : []),
  ];
}

/** 6. Each accepted product's score in the decision scope, or when the answers open. */
export function scoresContent(data: ProcedureData): PdfContent[] {
  if (data.scores === null) {
    const until = data.sealedUntil ? formatDateTime(data.sealedUntil) : null;
    return [heading(TEXTS.sections.scores), { text: answersSealedUntil(until) }];
  }
  const rows = data.scores.map((row) => [
    row.name,
    String(row.score),
    `${row.rated} of ${row.total}`,
    String(row.consensusItems),
  ]);
  const hidden = data.hiddenScores > 0 ? [{ text: scoresHidden(data.hiddenScores), style: 'muted' } as PdfNode] : [];
  return [
    heading(TEXTS.sections.scores),
    table(['Product', 'Score', 'Rated answers', 'Consensus items'], rows, ['*', 60, 90, 90]),
    ...hidden,
  ];
}

/** 7. The winners and the reason recorded with them. */
export function winnersContent(data: ProcedureData): PdfContent[] {
  if (data.winners.length === 0) return [heading(TEXTS.sections.winners), { text: 'No winner selected.' }];
  return [
    heading(TEXTS.sections.winners),
    { ul: data.winners.map(breakable) },
    { text: `Reason: ${data.winnerReason ?? TEXTS.noReason}`, margin: [0, 6, 0, 0] },
  ];
}

/** 8. Every early-opening approval and every conflict admission. */
export function overridesContent(data: ProcedureData): PdfContent[] {
  const approvals = data.unsealing.map((row) => [formatDateTime(row.at), row.who, row.reason]);
  const admissions = data.admissions.map((row) => [
    formatDateTime(row.at),
    row.by,
    row.person,
    row.supplier,
    row.reason,
  ]);
  return [
    heading(TEXTS.sections.overrides),
    subheading('Early opening of the answers'),
    table(['When', 'Approved by', 'Reason'], approvals, [100, 130, '*']),
    subheading('Conflicted evaluators let in'),
    table(['When', 'Let in by', 'Who', 'Supplier', 'Reason'], admissions, [80, 90, 90, 90, '*']),
  ];
}
