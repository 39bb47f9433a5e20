import { describe, expect, it } from 'vitest';
import {
  compareDeadlines,
  cutName,
  DEADLINE_KINDS,
  DEADLINE_MESSAGES,
  type DeadlineKind,
  deadlineKindLabel,
  deadlineRangeProblem,
  firstUpcoming,
} from './deadlines.js';

const deadline = (projectName: string, kind: DeadlineKind, date: string) => ({
  projectId: projectName.toLowerCase(),
  projectName,
  kind,
  date,
});

describe('deadline kind labels', () => {
  it('names every kind, with the submission deadline after the project type', () => {
    expect(DEADLINE_KINDS.map((kind) => deadlineKindLabel(kind, 'RFP'))).toEqual([
      'Publish Date',
      'Intent to Respond',
      'RFP Submission Deadline',
      'Supplier Clarification Questions Deadline',
      'Decision Notification Date',
    ]);
    expect(deadlineKindLabel('SUBMISSION_DEADLINE', 'RFI')).toBe('RFI Submission Deadline');
    expect(deadlineKindLabel('SUBMISSION_DEADLINE', 'PANEL')).toBe('Submission Deadline');
  });
});

describe('cutName', () => {
  it('keeps a name up to the limit and cuts a longer one with an ellipsis', () => {
    expect(cutName('Payroll platform', 30)).toBe('Payroll platform');
    expect(cutName('A'.repeat(30), 30)).toBe('A'.repeat(30));
    expect(cutName('A'.repeat(31), 30)).toBe(`${'A'.repeat(30)}…`);
    expect(cutName('Payroll platform selection for the new year', 40)).toBe(
      'Payroll platform selection for the new y…',
    );
    expect(cutName('Payroll platform selection 2026', 27)).toBe('Payroll platform selection…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cutName('😀'.repeat(3), 3)).toBe('😀😀😀');
    expect(cutName('😀'.repeat(4), 3)).toBe('😀😀😀…');
  });
});

describe('firstUpcoming', () => {
  const now = new Date('2026-03-10T20:00:00Z'); // 4 pm in New York on March 10
  const all = [
    deadline('Past', 'DECISION_DATE', '2026-03-09T12:00:00Z'),
    deadline('Zeta', 'PUBLISH_DATE', '2026-03-20T12:00:00Z'),
    deadline('Today', 'INTENT_TO_RESPOND', '2026-03-10T12:00:00Z'),
    deadline('Alpha', 'DECISION_DATE', '2026-03-15T12:00:00Z'),
    deadline('Alpha', 'PUBLISH_DATE', '2026-03-15T12:00:00Z'),
    deadline('Beta', 'PUBLISH_DATE', '2026-03-15T12:00:00Z'),
    deadline('Later', 'CLARIFICATION_DEADLINE', '2026-04-01T12:00:00Z'),
    deadline('Latest', 'SUBMISSION_DEADLINE', '2026-05-01T12:00:00Z'),
  ];

  it("returns the first five from today's New York day, by date, kind and name", () => {
    expect(firstUpcoming(all, now).map((row) => `${row.projectName} ${row.kind}`)).toEqual([
      'Today INTENT_TO_RESPOND',
      'Alpha PUBLISH_DATE',
      'Beta PUBLISH_DATE',
      'Alpha DECISION_DATE',
      'Zeta PUBLISH_DATE',
    ]);
  });

  it('takes another count, accepts dates, and leaves the input alone', () => {
    const dated = all.map((row) => ({ ...row, date: new Date(row.date) }));
    expect(firstUpcoming(dated, now, 2).map((row) => row.projectName)).toEqual(['Today', 'Alpha']);
    expect(all[0]?.projectName).toBe('Past');
    expect(firstUpcoming([], now)).toEqual([]);
  });

  it('counts a deadline as past once its New York day is over', () => {
    const lateEvening = new Date('2026-03-11T03:00:00Z'); // 11 pm on March 10 in New York
    expect(firstUpcoming(all, lateEvening)[0]?.projectName).toBe('Today');
    const nextMorning = new Date('2026-03-11T05:00:00Z');
    expect(firstUpcoming(all, nextMorning)[0]?.projectName).toBe('Alpha');
  });
});

describe('compareDeadlines', () => {
  it('orders ISO strings as the instants they name, and Dates the same way', () => {
    const rows = [
      deadline('Beta', 'PUBLISH_DATE', '2026-03-15T12:00:00.500Z'),
      deadline('Alpha', 'DECISION_DATE', '2026-03-15T12:00:00.000Z'),
      deadline('Gamma', 'PUBLISH_DATE', '2025-12-31T23:59:59.999Z'),
      deadline('Alpha', 'PUBLISH_DATE', '2026-03-15T12:00:00.000Z'),
    ];
    const expected = ['Gamma', 'Alpha PUBLISH_DATE', 'Alpha DECISION_DATE', 'Beta'];
    const order = (list: Array<{ projectName: string; kind: DeadlineKind }>) =>
      list.map((row) => (row.projectName === 'Alpha' ? `Alpha ${row.kind}` : row.projectName));
    expect(order([...rows].sort(compareDeadlines))).toEqual(expected);
    const dated = rows.map((row) => ({ ...row, date: new Date(row.date) }));
    expect(order(dated.sort(compareDeadlines))).toEqual(expected);
  });
});

describe('deadlineRangeProblem', () => {
  const from = new Date('2026-01-01T00:00:00Z');
  const days = (count: number) => new Date(from.getTime() + count * 24 * 60 * 60 * 1000);

  it('accepts up to 400 days and refuses a longer or reversed range', () => {
    expect(deadlineRangeProblem(from, from)).toBeNull();
    expect(deadlineRangeProblem(from, days(400))).toBeNull();
    expect(deadlineRangeProblem(from, new Date(days(400).getTime() + 1))).toBe(DEADLINE_MESSAGES.rangeTooLong);
    expect(deadlineRangeProblem(from, days(-1))).toBe(DEADLINE_MESSAGES.rangeOrder);
    expect(DEADLINE_MESSAGES.rangeTooLong).toBe('The range may span at most 400 days');
  });
});
