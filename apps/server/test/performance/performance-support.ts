import { DEFAULT_COMPANY_SETTINGS } from '@shortlist/domain';
import type { Database } from '../../src/db/client.js';
import {
  clients,
  files,
  notifications,
  projectBrokerageContacts,
  projectFiles,
  projectMembers,
  projectProjectTypes,
  projectServiceTypes,
  projects,
  projectTypes,
  supplierServiceTypes,
  users,
} from '../../src/db/schema/index.js';
import { buildRole } from '../support/factories.js';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const DAY = 24 * 60 * 60 * 1000;

/** Active broker users of the company, each with a role of their own, inserted at once (they never sign in). */
export async function insertUsers(db: Database, companyId: string, count: number) {
  const roleIds = await Promise.all(range(count).map(async () => (await buildRole(db, companyId, [])).id));
  return db
    .insert(users)
    .values(
      roleIds.map((roleId, index) => ({
        companyId,
        roleId,
        email: `bulk-${unique()}-${index}@example.com`,
        type: 'BROKER' as const,
        status: 'ACTIVE' as const,
        firstName: `Bulk${index}`,
        lastName: 'User',
      })),
    )
    .returning();
}

/**
 * `count` live RFP projects of the company whose dates fall within the next weeks, each with its own client, two
 * project types, two service types, owners, an expert, a viewer, a brokerage contact, a file and a base project of its own, so
 * that every nested field a page asks for has rows of its own to load.
 */
export async function insertProjects(
  db: Database,
  company: { id: string },
  creatorId: string,
  count: number,
  relatedPerProject = 1,
) {
  const people = await insertUsers(db, company.id, Math.max(2, relatedPerProject) * 2);
  // Archived bases stay out of the lists and the calendar but still answer `baseProject`.
  const bases = await insertProjectRows(db, company.id, creatorId, count, 'ARCHIVED', []);
  const rows = await insertProjectRows(
    db,
    company.id,
    creatorId,
    count,
    'PUBLISHED',
    bases.map((row) => row.id),
  );
  const eachRelated = <Row>(build: (projectId: string, index: number) => Row) =>
    rows.flatMap((project) => range(relatedPerProject).map((index) => build(project.id, index)));
  const typeRows = await db
    .insert(projectTypes)
    .values(eachRelated((_id, index) => ({ companyId: company.id, label: `Type ${unique()}-${index}` })))
    .returning();
  const serviceRows = await db
    .insert(supplierServiceTypes)
    .values(eachRelated((_id, index) => ({ companyId: company.id, label: `Service ${unique()}-${index}` })))
    .returning();
  const fileRows = await db
    .insert(files)
    .values(
      eachRelated((_id, index) => ({
        companyId: company.id,
        filename: `brief-${index}.pdf`,
        mimetype: 'application/pdf',
        size: 10,
        storageKey: `bulk/${unique()}`,
      })),
    )
    .returning();
  const at = <Row>(list: Row[], index: number): Row => {
    const row = list[index];
    if (!row) throw new Error('related row missing');
    return row;
  };
  const person = (index: number) => at(people, index % people.length).id;
  let n = 0;
  const linked = eachRelated((projectId, index) => ({ projectId, index, row: n++ }));
  await db
    .insert(projectProjectTypes)
    .values(linked.map((l) => ({ projectId: l.projectId, projectTypeId: at(typeRows, l.row).id })));
  await db
    .insert(projectServiceTypes)
    .values(linked.map((l) => ({ projectId: l.projectId, serviceTypeId: at(serviceRows, l.row).id })));
  await db
    .insert(projectFiles)
    .values(linked.map((l) => ({ projectId: l.projectId, fileId: at(fileRows, l.row).id, position: l.index })));
  await db.insert(projectMembers).values(
    linked.flatMap((l) => [
      { projectId: l.projectId, userId: person(l.index), role: 'PROJECT_MANAGER' as const, position: l.index },
      { projectId: l.projectId, userId: person(l.index + relatedPerProject), role: 'DOMAIN_EXPERT' as const },
      { projectId: l.projectId, userId: person(l.index), role: 'VIEWER' as const, position: l.index },
    ]),
  );
  await db
    .insert(projectBrokerageContacts)
    .values(
      linked.map((l) => ({ projectId: l.projectId, userId: person(l.index), phone: '+1 555 0100', position: l.index })),
    );
  return rows;
}

async function insertProjectRows(
  db: Database,
  companyId: string,
  creatorId: string,
  count: number,
  status: 'PUBLISHED' | 'ARCHIVED',
  baseIds: readonly string[],
) {
  if (count === 0) return [];
  const clientRows = await db
    .insert(clients)
    .values(
      range(count).map((index) => ({ companyId, name: `Client ${unique()}-${index}`, website: 'https://c.example' })),
    )
    .returning();
  const now = Date.now();
  return db
    .insert(projects)
    .values(
      clientRows.map((client, index) => ({
        companyId,
        clientId: client.id,
        createdBy: creatorId,
        type: 'RFP' as const,
        status,
        name: `Project ${unique()}-${index}`,
        publishDate: new Date(now + (1 + (index % 20)) * DAY),
        questionsSubmissionDeadline: new Date(now + (3 + (index % 20)) * DAY),
        questionsClarificationDeadline: new Date(now + (4 + (index % 20)) * DAY),
        submissionDeadline: new Date(now + (10 + (index % 20)) * DAY),
        plannedDecisionDate: new Date(now + (20 + (index % 20)) * DAY),
        settings: {
          answersMaxLength: null,
          scoringType: DEFAULT_COMPANY_SETTINGS.scoringType,
          enableBranches: false,
          enableExperts: true,
          enableExtendedAnswersDeadline: false,
        },
        moreInformation: [{ key: 'Region', value: 'EMEA' }],
        baseProjectId: baseIds[index] ?? null,
        origin: baseIds[index] ? ('CLONE' as const) : null,
      })),
    )
    .returning();
}

/** `count` notifications of the user, each about a project of their own. */
export async function insertNotifications(db: Database, userId: string, count: number) {
  await db.insert(notifications).values(
    range(count).map((index) => ({
      userId,
      kind: 'NEW_PROJECT' as const,
      payload: {
        project: {
          id: crypto.randomUUID(),
          name: `Project ${index}`,
          type: 'RFP',
          clientName: `Client ${index}`,
          questionsSubmissionDeadline: null,
        },
        role: 'PROJECT_MANAGER',
        isProductOwner: true,
      },
    })),
  );
}
