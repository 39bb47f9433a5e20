import { DEADLINE_KINDS } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { type DeadlineProject, listProjectDeadlines, type ProjectDeadline } from './project-deadlines.js';
import { ProjectTypeEnum } from './project-objects.graphql.js';

const DeadlineKindEnum = builder.enumType('DeadlineKind', { values: DEADLINE_KINDS });

const ProjectDeadlineRef = builder.objectRef<ProjectDeadline>('ProjectDeadline').implement({
  authScopes: access('SIGNED_IN'),
  description: 'One dated step of a project (spec 2 §2 deadline calendar).',
  fields: (t) => ({
    kind: t.expose('kind', { type: DeadlineKindEnum }),
    date: t.expose('date', { type: 'DateTime' }),
  }),
});

const DeadlineProjectRef = builder.objectRef<DeadlineProject>('DeadlineProject').implement({
  authScopes: access('SIGNED_IN'),
  description: 'A project the viewer may see, with its deadlines within the range asked (spec 2 §2 deadline calendar).',
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    projectName: t.exposeString('projectName'),
    projectType: t.expose('projectType', { type: ProjectTypeEnum }),
    deadlines: t.expose('deadlines', {
      type: [ProjectDeadlineRef],
      description: 'Its deadlines within the range, soonest first (the kinds of one day in the order of its dates).',
    }),
  }),
});

builder.queryFields((t) => ({
  projectDeadlines: t.field({
    type: [DeadlineProjectRef],
    description:
      'Spec 2 §2 deadline calendar: the five deadline kinds of the visible, not archived projects within [from, to] ' +
      '(at most 400 days), at most 500 deadlines (the soonest), under their projects: each project once, in the ' +
      'order of its first deadline.',
    authScopes: access('SIGNED_IN'),
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_root, { from, to }, context) => listProjectDeadlines(context.app, signedInViewer(context), from, to),
  }),
}));
