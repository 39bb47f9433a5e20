import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { clientMembers, projects } from '../../db/schema/index.js';
import type { Viewer } from '../viewer/index.js';

/** Spec 2 §2 project list, client role: the real, not deleted projects the user is a client member of. */
export function clientMemberProjects(viewer: Viewer, ...conditions: Array<SQL | undefined>): SQL | undefined {
  const membership = sql`select 1 from ${clientMembers}
    where ${clientMembers.projectId} = ${projects.id} and ${clientMembers.userId} = ${viewer.user.id}`;
  return and(eq(projects.kind, 'PROJECT'), ne(projects.status, 'DELETED'), sql`exists (${membership})`, ...conditions);
}
