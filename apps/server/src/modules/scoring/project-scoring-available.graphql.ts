import { type ProjectStatus, scoringAvailable } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { ProjectRef } from '../projects/index.js';
import { someProductsScored } from './scoring-rows.js';

builder.objectFields(ProjectRef, (t) => ({
  // Loaded for every project of a page at once, with a statement only when some of them is AWAITING.
  scoringAvailable: t.loadable({
    type: 'Boolean',
    authScopes: access('SIGNED_IN'),
    description:
      'Spec 2 §2, §4: the viewer may open the scoring page (READ_SCORING) and scoring is available (SCORING, ' +
      'COMPLETED, or AWAITING once an accepted product has submitted).',
    load: async (projects: Array<{ id: string; status: ProjectStatus }>, context) => {
      if (!signedInViewer(context).privileges.has('READ_SCORING')) return projects.map(() => false);
      const awaiting = projects.filter((project) => project.status === 'AWAITING').map((project) => project.id);
      const someSubmitted = await someProductsScored(context.app.db, awaiting);
      return projects.map((project) =>
        scoringAvailable({ status: project.status, someSubmitted: someSubmitted.has(project.id) }),
      );
    },
    resolve: (project) => project,
  }),
}));
