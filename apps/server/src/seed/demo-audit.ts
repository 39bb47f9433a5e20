import type { AuditKind, ProjectStatus } from '@shortlist/domain';
import { type AuditActor, type AuditEvent, recordAudit } from '../core/audit/index.js';
import type { Database } from '../db/client.js';
import { DEMO_ANSWERING_PROJECT } from './demo-answers.js';
import { type DemoAuditRecords, demoAuditRecords } from './demo-audit-records.js';
import { DEMO_SCORING_PROJECT } from './demo-evaluation.js';
import { DEMO_INVITED_PROJECT } from './demo-projects.js';
import { DEMO_COMPLETED_PROJECT } from './demo-results.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Who acts in the demo's trail, each from an address of the documentation range (RFC 5737). */
const PEOPLE = {
  owner: { email: 'owner@northwind.example', address: '203.0.113.10' },
  pm: { email: 'pm@northwind.example', address: '203.0.113.24' },
  expert: { email: 'expert@northwind.example', address: '203.0.113.37' },
  viewer: { email: 'viewer@northwind.example', address: '203.0.113.52' },
} as const;
type Who = keyof typeof PEOPLE;

/** A failed sign-in to the expert's account from an address none of Northwind uses. */
const STRANGE_ADDRESS = '198.51.100.77';

/**
 * Each project's story: created (days ago, by whom), then each status it went through (days ago, by whom), ending in
 * the status the demo seeded it in. Suppliers are invited with the move to PUBLISHED; the RFP completes with its winners.
 */
const STORIES: Array<{ name: string; created: [number, Who]; moves: Array<[ProjectStatus, number, Who]> }> = [
  {
    name: DEMO_COMPLETED_PROJECT,
    created: [150, 'pm'],
    moves: [
      ['IN_REVIEW', 146, 'pm'],
      ['PUBLISHED', 141, 'owner'],
      ['AWAITING', 140, 'pm'],
      ['SCORING', 112, 'pm'],
      ['COMPLETED', 100, 'owner'],
    ],
  },
  {
    name: DEMO_SCORING_PROJECT,
    created: [60, 'pm'],
    moves: [
      ['IN_REVIEW', 55, 'pm'],
      ['PUBLISHED', 51, 'owner'],
      ['AWAITING', 50, 'pm'],
      ['SCORING', 20, 'pm'],
    ],
  },
  { name: 'Benefits Administration RFP 2026', created: [40, 'owner'], moves: [] },
  { name: 'Payroll Provider Review', created: [39, 'pm'], moves: [['IN_REVIEW', 5, 'pm']] },
  {
    name: 'Wellness Vendors Panel',
    created: [38, 'pm'],
    moves: [
      ['IN_REVIEW', 6, 'pm'],
      ['PUBLISHED', 3, 'owner'],
    ],
  },
  {
    name: DEMO_INVITED_PROJECT,
    created: [37, 'pm'],
    moves: [
      ['IN_REVIEW', 16, 'pm'],
      ['PUBLISHED', 15, 'owner'],
    ],
  },
  {
    name: DEMO_ANSWERING_PROJECT,
    created: [36, 'pm'],
    moves: [
      ['IN_REVIEW', 13, 'pm'],
      ['PUBLISHED', 11, 'owner'],
      ['AWAITING', 10, 'pm'],
    ],
  },
];

/** Sign-ins (days ago, who), the last ones this week. */
const SIGN_INS: Array<[number, Who]> = [
  [152, 'owner'],
  [151, 'pm'],
  [150.5, 'expert'],
  [100, 'owner'],
  [60, 'pm'],
  [20, 'pm'],
  [19, 'expert'],
  [10, 'pm'],
  [2, 'viewer'],
  [1, 'owner'],
  [0.2, 'expert'],
  [0.1, 'pm'],
];

interface Planned {
  at: number;
  who: Who;
  event: AuditEvent;
  /** Where it came from, when not the person's usual address. */
  address?: string;
}

type Add = (daysAgo: number, who: Who | undefined, event: AuditEvent, address?: string) => void;

/** The trail's entries, from the seeded records, in no particular order (they are written by time). */
function plan(records: DemoAuditRecords): Planned[] {
  const planned: Planned[] = [];
  // Days ago at office hours (from 13:00 UTC, 7 minutes apart in the order planned); today's as long ago as given.
  const perDay = new Map<number, number>();
  const add: Add = (daysAgo, who, event, address) => {
    if (!who) return;
    const day = Math.floor(daysAgo);
    const index = perDay.get(day) ?? 0;
    perDay.set(day, index + 1);
    const start = new Date(Date.now() - day * DAY_MS);
    start.setUTCHours(13, 0, 0, 0);
    const at = day < 1 ? Date.now() - daysAgo * DAY_MS : start.getTime() + index * 7 * MINUTE_MS;
    planned.push({ at, who, event, address });
  };
  const personOf = (id: string | null) => (Object.keys(PEOPLE) as Who[]).find((who) => idOf(records, who) === id);

  for (const [days, who] of SIGN_INS) add(days, who, { kind: 'auth.signed_in', target: userTarget(records, who) });
  add(62, 'expert', { kind: 'auth.sign_in_failed', target: userTarget(records, 'expert') }, STRANGE_ADDRESS);
  for (const who of ['pm', 'expert', 'viewer'] as const) {
    const person = records.people.find((row) => row.email === PEOPLE[who].email);
    add(152, 'owner', { kind: 'users.invited', target: userTarget(records, who), after: { role: person?.role } });
  }

  for (const story of STORIES) {
    const project = records.projects.find((row) => row.name === story.name);
    if (!project) continue;
    const ofProject = { id: project.id, name: project.name };
    const onProject = (kind: AuditKind, rest: Omit<AuditEvent, 'kind' | 'project'> = {}) => ({
      kind,
      project: ofProject,
      target: { type: 'project', id: project.id, label: project.name },
      ...rest,
    });
    const [createdAgo, creator] = story.created;
    add(createdAgo, creator, onProject('project.created', { after: { type: project.type, status: 'DRAFT' } }));
    for (const section of records.approvedSections.filter((row) => row.projectId === project.id)) {
      add(createdAgo - 2, 'expert', {
        kind: 'question.approved',
        project: ofProject,
        target: { type: 'section', id: section.id, label: section.name },
        after: { questions: section.questions },
      });
    }
    let status: ProjectStatus = 'DRAFT';
    for (const [next, days, who] of story.moves) {
      const suppliers = records.suppliers.filter((row) => row.projectId === project.id);
      add(days, who, onProject('project.status_changed', { before: { status }, after: { status: next } }));
      if (next === 'COMPLETED') {
        const winners = suppliers.filter((row) => row.winner).map((row) => row.label);
        add(days, who, onProject('winners.selected', { after: { winners } }));
      }
      status = next;
      if (next !== 'PUBLISHED') continue;
      for (const supplier of suppliers) {
        add(days, who, {
          kind: 'supplier.invited',
          project: ofProject,
          target: { type: 'supplier', id: supplier.id, label: supplier.label },
        });
      }
    }
    const scoredFrom = story.moves.find(([next]) => next === 'SCORING')?.[1];
    if (scoredFrom !== undefined) evaluation(records, scoredFrom, ofProject, add, personOf);
  }
  return planned;
}

/**
 * The scoring of a project, in the days after it moved to Scoring (`scoredFrom` days ago): declarations, branch weights,
 * a few ratings per evaluator and the consensus.
 */
function evaluation(
  records: DemoAuditRecords,
  scoredFrom: number,
  project: { id: string; name: string },
  add: Add,
  personOf: (id: string | null) => Who | undefined,
) {
  const projectId = project.id;
  const label = (id: string) => records.suppliers.find((row) => row.id === id)?.label ?? null;
  for (const row of records.declarations.filter((declared) => declared.projectId === projectId)) {
    add(scoredFrom - 1, personOf(row.by), {
      kind: 'conflict.declared',
      project,
      target: { type: 'supplier', id: row.supplier, label: label(row.supplier) },
      after: { hasConflict: row.hasConflict },
    });
  }
  for (const row of records.weights.filter((weight) => weight.projectId === projectId)) {
    add(scoredFrom - 2, personOf(row.by), {
      kind: 'scoring.weight_changed',
      project,
      target: { type: 'question', id: row.questionId, label: row.label },
      before: { weight: row.was, branch: row.branchId },
      after: { weight: row.weight, branch: row.branchId },
    });
  }
  const rated = new Map<string, number>();
  for (const row of records.ratings.filter((rating) => rating.projectId === projectId)) {
    const who = personOf(row.by);
    const count = rated.get(who ?? '') ?? 0;
    if (!who || count >= 3) continue;
    rated.set(who, count + 1);
    add(scoredFrom - (who === 'pm' ? 3 : 4), who, {
      kind: 'scoring.rating_saved',
      project,
      target: { type: 'answer', id: row.answerId },
      after: { rating: row.rating, supplier: row.supplier, question: row.questionId, branch: row.branchId },
    });
  }
  for (const row of records.consensus.filter((agreed) => agreed.projectId === projectId)) {
    add(scoredFrom - 8, personOf(row.by), {
      kind: 'scoring.consensus_recorded',
      project,
      target: { type: 'answer', id: row.answerId },
      after: { rating: row.rating, supplier: row.supplier },
    });
  }
}

const idOf = (records: DemoAuditRecords, who: Who) =>
  records.people.find((person) => person.email === PEOPLE[who].email)?.id ?? null;

const userTarget = (records: DemoAuditRecords, who: Who) => ({
  type: 'user',
  id: idOf(records, who) ?? '',
  label: PEOPLE[who].email,
});

/**
 * Issue 38: Northwind's audit trail as the demo's months of work would have written it, in time order: its people
 * invited and signing in (and a failed attempt on the expert's account), each project created and moved through its
 * statuses, the sections approved, suppliers invited on publishing, the scoring project's declarations, branch weights,
 * ratings and consensus, and the completed RFP's winners. Written through recordAudit, so the chain verifies.
 */
export async function seedDemoAudit(tx: Database, brokerId: string): Promise<void> {
  const records = await demoAuditRecords(tx, brokerId);
  if (!records) return;
  const planned = plan(records).sort((a, b) => a.at - b.at);
  for (const { at, who, event, address } of planned) {
    const actor: AuditActor = {
      userId: idOf(records, who),
      email: PEOPLE[who].email,
      companyId: brokerId,
      actorCompanyId: null,
      address: address ?? PEOPLE[who].address,
    };
    await recordAudit(tx, actor, { ...event, at: new Date(at) });
  }
}
