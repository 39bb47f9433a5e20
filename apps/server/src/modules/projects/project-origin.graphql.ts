import { PROJECT_ORIGINS } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { findBaseProjects, type ProjectBase } from './project-copy.js';
import { ProjectRef, ProjectTypeEnum } from './project-objects.graphql.js';

const signedIn = access('SIGNED_IN');

/** Spec 2 §2 wizard origins (IMPORT is set by the import wizard). */
export const ProjectOriginEnum = builder.enumType('ProjectOrigin', { values: PROJECT_ORIGINS });

export const ProjectBaseRef = builder.objectRef<ProjectBase>('ProjectBaseRef').implement({
  authScopes: signedIn,
  description: 'The project a project was cloned from, based on or iterates.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.field({ type: ProjectTypeEnum, resolve: (base) => base.type }),
  }),
});

builder.objectFields(ProjectRef, (t) => ({
  origin: t.field({
    type: ProjectOriginEnum,
    nullable: true,
    authScopes: signedIn,
    description: 'Where the project comes from (spec 2 §2 info banners); null for one created from scratch.',
    resolve: (project) => project.origin,
  }),
  // Loaded for every project of the page at once (issue 12: no N+1).
  baseProject: t.loadable({
    type: ProjectBaseRef,
    nullable: true,
    authScopes: signedIn,
    description: 'The base project, loaded through the tenant rule; null when it is gone or out of sight.',
    load: (ids: string[], context) => findBaseProjects(context.app.db, signedInViewer(context), ids),
    sort: (base) => base.id,
    resolve: (project) => project.baseProjectId,
  }),
}));
