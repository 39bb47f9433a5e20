import type { ProjectMemberRole } from '@shortlist/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  clients,
  companies,
  files,
  projectBrokerageContacts,
  projectFiles,
  projectMembers,
  projectProjectTypes,
  projectServiceTypes,
  projectTypes,
  supplierServiceTypes,
  users,
} from '../../db/schema/index.js';
import type { ProjectRow } from './project-access.js';

export type ClientRow = typeof clients.$inferSelect;
export type ServiceTypeRow = typeof supplierServiceTypes.$inferSelect;
export type ProjectTypeRow = typeof projectTypes.$inferSelect;

export interface ProjectUser {
  id: string;
  name: string;
  email: string;
}

export interface ProjectView extends ProjectRow {
  companyName: string;
  /** Spec 2 §2 supplier role: the project is new to the supplier; set by the supplier area, unset on the buy side. */
  isNew?: boolean | null;
  creator: ProjectUser | null;
  client: ClientRow | null;
  serviceTypes: ServiceTypeRow[];
  projectServiceTypes: ProjectTypeRow[];
  brokerageContacts: Array<{ user: ProjectUser; phoneNumber: string; email: string }>;
  members: Record<ProjectMemberRole, ProjectUser[]>;
  files: Array<{ id: string; filename: string; description: string; url: string }>;
}

const userName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
const toProjectUser = (user: typeof users.$inferSelect): ProjectUser => ({
  id: user.id,
  name: userName(user),
  email: user.email,
});

function groupBy<Row, Value>(rows: Row[], key: (row: Row) => string, value: (row: Row) => Value) {
  const groups = new Map<string, Value[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(value(row));
    groups.set(key(row), list);
  }
  return groups;
}

/** The projects with everything the API shows of them, loaded in one query per relation for the whole page. */
export async function loadProjectViews(db: Database, rows: ProjectRow[]): Promise<ProjectView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const companyIds = [...new Set(rows.map((row) => row.companyId))];
  const clientIds = [...new Set(rows.flatMap((row) => (row.clientId ? [row.clientId] : [])))];
  const creatorIds = [...new Set(rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])))];
  const [companyRows, clientRows, creators, services, types, contacts, members, attached] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)),
    clientIds.length ? db.select().from(clients).where(inArray(clients.id, clientIds)) : Promise.resolve([]),
    creatorIds.length ? db.select().from(users).where(inArray(users.id, creatorIds)) : Promise.resolve([]),
    db
      .select({ projectId: projectServiceTypes.projectId, type: supplierServiceTypes })
      .from(projectServiceTypes)
      .innerJoin(supplierServiceTypes, eq(supplierServiceTypes.id, projectServiceTypes.serviceTypeId))
      .where(inArray(projectServiceTypes.projectId, ids))
      .orderBy(asc(supplierServiceTypes.label)),
    db
      .select({ projectId: projectProjectTypes.projectId, type: projectTypes })
      .from(projectProjectTypes)
      .innerJoin(projectTypes, eq(projectTypes.id, projectProjectTypes.projectTypeId))
      .where(inArray(projectProjectTypes.projectId, ids))
      .orderBy(asc(projectTypes.label)),
    db
      .select({ contact: projectBrokerageContacts, user: users })
      .from(projectBrokerageContacts)
      .innerJoin(users, eq(users.id, projectBrokerageContacts.userId))
      .where(inArray(projectBrokerageContacts.projectId, ids))
      .orderBy(asc(projectBrokerageContacts.position)),
    db
      .select({ member: projectMembers, user: users })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(inArray(projectMembers.projectId, ids))
      .orderBy(asc(projectMembers.position)),
    db
      .select({ link: projectFiles, file: files })
      .from(projectFiles)
      .innerJoin(files, eq(files.id, projectFiles.fileId))
      .where(inArray(projectFiles.projectId, ids))
      .orderBy(asc(projectFiles.position)),
  ]);
  const companyNames = new Map(companyRows.map((row) => [row.id, row.name]));
  const clientsById = new Map(clientRows.map((row) => [row.id, row]));
  const creatorsById = new Map(creators.map((row) => [row.id, toProjectUser(row)]));
  const servicesOf = groupBy(
    services,
    (row) => row.projectId,
    (row) => row.type,
  );
  const typesOf = groupBy(
    types,
    (row) => row.projectId,
    (row) => row.type,
  );
  const contactsOf = groupBy(
    contacts,
    (row) => row.contact.projectId,
    (row) => ({ user: toProjectUser(row.user), phoneNumber: row.contact.phone, email: row.contact.email }),
  );
  const membersOf = groupBy(
    members,
    (row) => `${row.member.projectId}:${row.member.role}`,
    (row) => toProjectUser(row.user),
  );
  const filesOf = groupBy(
    attached,
    (row) => row.link.projectId,
    (row) => ({
      id: row.file.id,
      filename: row.file.filename,
      description: row.link.description,
      url: `/api/file/${row.file.id}`,
    }),
  );
  return rows.map((row) => ({
    ...row,
    companyName: companyNames.get(row.companyId) ?? '',
    creator: row.createdBy ? (creatorsById.get(row.createdBy) ?? null) : null,
    client: row.clientId ? (clientsById.get(row.clientId) ?? null) : null,
    serviceTypes: servicesOf.get(row.id) ?? [],
    projectServiceTypes: typesOf.get(row.id) ?? [],
    brokerageContacts: contactsOf.get(row.id) ?? [],
    members: {
      PROJECT_MANAGER: membersOf.get(`${row.id}:PROJECT_MANAGER`) ?? [],
      DOMAIN_EXPERT: membersOf.get(`${row.id}:DOMAIN_EXPERT`) ?? [],
      VIEWER: membersOf.get(`${row.id}:VIEWER`) ?? [],
    },
    files: filesOf.get(row.id) ?? [],
  }));
}

export async function loadProjectView(db: Database, row: ProjectRow): Promise<ProjectView> {
  const [view] = await loadProjectViews(db, [row]);
  if (!view) throw new Error('Project view was not loaded');
  return view;
}

export { toProjectUser, userName };
