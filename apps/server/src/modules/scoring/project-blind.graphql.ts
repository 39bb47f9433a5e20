import { and, eq, inArray } from 'drizzle-orm';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { type ProjectRow, seesAliases } from '../../core/tenancy/index.js';
import { projectMembers } from '../../db/schema/index.js';
import { ProjectRef } from '../projects/index.js';

builder.objectFields(ProjectRef, (t) => ({
  // Loaded for every project of a page at once, with a statement only when some of them is blind.
  blindForViewer: t.loadable({
    type: 'Boolean',
    authScopes: access('SIGNED_IN'),
    description:
      'Issue 37 blind scoring: the viewer reads this project’s suppliers as Supplier A, B, C (the project is in ' +
      'Scoring with blind scoring on, and the viewer is not one of its owners).',
    load: async (projects: Array<Pick<ProjectRow, 'id' | 'status' | 'settings'>>, context) => {
      const viewer = signedInViewer(context);
      const blind = projects.filter((project) => seesAliases(viewer, project, false)).map((project) => project.id);
      const owned =
        blind.length === 0
          ? []
          : await context.app.db
              .select({ projectId: projectMembers.projectId })
              .from(projectMembers)
              .where(
                and(
                  inArray(projectMembers.projectId, blind),
                  eq(projectMembers.userId, viewer.user.id),
                  eq(projectMembers.role, 'PROJECT_MANAGER'),
                ),
              );
      const owner = new Set(owned.map((row) => row.projectId));
      return projects.map((project) => blind.includes(project.id) && !owner.has(project.id));
    },
    resolve: (project) => project,
  }),
}));
