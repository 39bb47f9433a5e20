import { DEADLINE_KINDS } from '@shortlist/domain';
import { access, builder } from '../../graphql/builder.js';
import { signedInViewer } from '../../graphql/context.js';
import { type ProjectDeadline, listProjectDeadlines } from './project-deadlines.js';
import { ProjectTypeEnum } from './project-objects.graphql.js';

const DeadlineKindEnum = builder.enumType('DeadlineKind', { values: DEADLINE_KINDS });

const ProjectDeadlineRef = builder.objectRef<ProjectDeadline>('ProjectDeadline').implement({
  authScopes: access('SIGNED_IN'),
  description: 'One dated step of a project the viewer may see (spec 2 §2 deadline calendar).',
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    projectName: t.exposeString('projectName'),
    projectType: t.field({ type: ProjectTypeEnum, resolve: (deadline) => deadline.projectType }),
    kind: t.field({ type: DeadlineKindEnum, resolve: (deadline) => deadline.kind }),
    date: t.expose('date', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  projectDeadlines: t.field({
    type: [ProjectDeadlineRef],
    description:
      'Spec 2 §2 deadline calendar: the five deadline kinds of the visible, not archived projects within [from, to] ' +
      '(at most 400 days), soonest first, at most 500.',
    authScopes: access('SIGNED_IN'),
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_root, { from, to }, context) => listProjectDeadlines(context.app, signedInViewer(context), from, to),
  }),
}));
