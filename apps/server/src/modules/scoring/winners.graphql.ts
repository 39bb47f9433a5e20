import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { ProjectRef } from '../projects/index.js';
import { selectWinners } from './winner-selection.js';

builder.mutationFields((t) => ({
  selectWinners: t.field({
    type: ProjectRef,
    description:
      'Spec 2 §4, §7 Select winners: an RFP or RFI in SCORING, one or more accepted products with submitted answers ' +
      '(ProjectProduct ids). Sets their winner flag (the others’ off) and completes the project in one step; every ' +
      'accepted supplier is told its result.',
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: {
      projectId: t.arg.id({ required: true }),
      productIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, { projectId, productIds }, context) =>
      selectWinners(context.app, signedInViewer(context), projectId, productIds),
  }),
}));
