import type { ProjectMemberRole, ProjectRelation } from '@shortlist/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.js';
import { type ProjectRow, tenantProjects } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { jsonRow, rowFromJson } from '../../db/json-rows.js';
import { prerendered } from '../../db/prerendered.js';
import {
  clients,
  companies,
  files,
  projectBrokerageContacts,
  projectFiles,
  projectMembers,
  projectProjectTypes,
  projectServiceTypes,
  projects,
  projectTypes,
  supplierServiceTypes,
  users,
} from '../../db/schema/index.js';

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
  /** The viewer's relationship to the project (spec 2 §3 role); buy side unless the list says otherwise. */
  role?: ProjectRelation;
  creator: ProjectUser | null;
  client: ClientRow | null;
  serviceTypes: ServiceTypeRow[];
  projectServiceTypes: ProjectTypeRow[];
  brokerageContacts: Array<{ user: ProjectUser; phoneNumber: string; email: string }>;
  members: Record<ProjectMemberRole, ProjectUser[]>;
  files: Array<{ id: string; filename: string; description: string; url: string }>;
}

const userName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
const toProjectUser = (
  user: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>,
): ProjectUser => ({
  id: user.id,
  name: userName(user),
  email: user.email,
});

/** What a project view holds beyond the project's own row; a query loads only the parts its fields read. */
export const PROJECT_VIEW_PARTS = [
  'companyName',
  'creator',
  'client',
  'serviceTypes',
  'projectServiceTypes',
  'brokerageContacts',
  'members',
  'files',
] as const;
export type ProjectViewPart = (typeof PROJECT_VIEW_PARTS)[number];
const EVERY_PART: ReadonlySet<ProjectViewPart> = new Set(PROJECT_VIEW_PARTS);

const personJson = sql`json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'email', ${users.email})`;

/**
 * Each part as a correlated subquery on the `projects` row of the enclosing statement: one value (JSON for rows) per
 * project, so a page of projects and all its parts are one statement.
 */
const partQueries = prerenderedParts({
  companyName: sql`(select ${companies.name} from ${companies} where ${companies.id} = ${projects.companyId})`,
  creator: sql`(select ${personJson} from ${users} where ${users.id} = ${projects.createdBy})`,
  client: sql`(select ${jsonRow(clients)} from ${clients} where ${clients.id} = ${projects.clientId})`,
  serviceTypes: sql`(select json_agg(${jsonRow(supplierServiceTypes)} order by ${supplierServiceTypes.label})
    from ${projectServiceTypes} join ${supplierServiceTypes} on ${supplierServiceTypes.id} = ${projectServiceTypes.serviceTypeId}
    where ${projectServiceTypes.projectId} = ${projects.id})`,
  projectServiceTypes: sql`(select json_agg(${jsonRow(projectTypes)} order by ${projectTypes.label})
    from ${projectProjectTypes} join ${projectTypes} on ${projectTypes.id} = ${projectProjectTypes.projectTypeId}
    where ${projectProjectTypes.projectId} = ${projects.id})`,
  brokerageContacts: sql`(select json_agg(json_build_object('user', ${personJson}, 'phone', ${projectBrokerageContacts.phone},
      'email', ${projectBrokerageContacts.email}) order by ${projectBrokerageContacts.position})
    from ${projectBrokerageContacts} join ${users} on ${users.id} = ${projectBrokerageContacts.userId}
    where ${projectBrokerageContacts.projectId} = ${projects.id})`,
  members: sql`(select json_agg(json_build_object('role', ${projectMembers.role}, 'user', ${personJson}) order by ${projectMembers.position})
    from ${projectMembers} join ${users} on ${users.id} = ${projectMembers.userId}
    where ${projectMembers.projectId} = ${projects.id})`,
  files: sql`(select json_agg(json_build_object('id', ${files.id}, 'filename', ${files.filename},
      'description', ${projectFiles.description}) order by ${projectFiles.position})
    from ${projectFiles} join ${files} on ${files.id} = ${projectFiles.fileId}
    where ${projectFiles.projectId} = ${projects.id})`,
});

function prerenderedParts(fragments: Record<ProjectViewPart, SQL>): Record<ProjectViewPart, SQL> {
  const rendered = {} as Record<ProjectViewPart, SQL>;
  for (const part of PROJECT_VIEW_PARTS) rendered[part] = prerendered(fragments[part]);
  return rendered;
}

type Person = Parameters<typeof toProjectUser>[0];
type Json = Record<string, unknown>;
/** The parts as read: JSON values, null for a missing client or creator or an empty list; absent when not asked. */
type PartValues = Partial<Record<ProjectViewPart, unknown>>;

function partColumns(parts: ReadonlySet<ProjectViewPart>) {
  const asked: Partial<Record<ProjectViewPart, SQL>> = {};
  for (const part of parts) asked[part] = partQueries[part];
  return asked;
}

/** The select columns of a project view with the `parts` asked: `db.select(projectViewColumns(parts)).from(projects)`. */
export const projectViewColumns = (parts: ReadonlySet<ProjectViewPart>) => ({
  project: projects,
  ...partColumns(parts),
});

const list = (value: unknown) => (value ?? []) as Json[];

/** A row read with projectViewColumns as the view; the parts not asked are left empty. */
export function toProjectView({ project, ...parts }: { project: ProjectRow } & PartValues): ProjectView {
  const members = list(parts.members) as Array<{ role: ProjectMemberRole; user: Person }>;
  const membersOf = (role: ProjectMemberRole) =>
    members.filter((member) => member.role === role).map((member) => toProjectUser(member.user));
  return {
    ...project,
    companyName: (parts.companyName as string | null | undefined) ?? '',
    creator: parts.creator ? toProjectUser(parts.creator as Person) : null,
    client: parts.client ? rowFromJson(clients, parts.client as Json) : null,
    serviceTypes: list(parts.serviceTypes).map((type) => rowFromJson(supplierServiceTypes, type)),
    projectServiceTypes: list(parts.projectServiceTypes).map((type) => rowFromJson(projectTypes, type)),
    brokerageContacts: (list(parts.brokerageContacts) as Array<{ user: Person; phone: string; email: string }>).map(
      (contact) => ({ user: toProjectUser(contact.user), phoneNumber: contact.phone, email: contact.email }),
    ),
    members: {
      PROJECT_MANAGER: membersOf('PROJECT_MANAGER'),
      DOMAIN_EXPERT: membersOf('DOMAIN_EXPERT'),
      VIEWER: membersOf('VIEWER'),
    },
    files: (list(parts.files) as Array<{ id: string; filename: string; description: string }>).map((file) => ({
      ...file,
      url: `/api/file/${file.id}`,
    })),
  };
}

/** A project of the viewer's tenant with the `parts` asked, in one statement; otherwise as findProject. */
export async function findProjectView(
  db: Database,
  viewer: Viewer,
  id: string,
  parts: ReadonlySet<ProjectViewPart>,
): Promise<ProjectView> {
  if (!isUuid(id)) throw notFound('Project');
  const [row] = await db
    .select(projectViewColumns(parts))
    .from(projects)
    .where(tenantProjects(viewer, eq(projects.id, id)));
  if (!row) throw notFound('Project');
  return toProjectView(row);
}

/** The view of a project row just read or written, with every part (one statement). */
export async function loadProjectView(db: Database, row: ProjectRow): Promise<ProjectView> {
  const [values] = await db.select(partColumns(EVERY_PART)).from(projects).where(eq(projects.id, row.id));
  return toProjectView({ project: row, ...values });
}

export { toProjectUser, userName };
