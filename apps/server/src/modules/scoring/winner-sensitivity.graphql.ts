import type { RankedProduct, SectionFlip, WinnerSensitivity } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { loadWinnerSensitivity } from './winner-sensitivity.js';

const rule = access('MANAGE_PROJECT_STATE');

const RankedProductRef = builder.objectRef<RankedProduct>('SensitivityRank').implement({
  authScopes: rule,
  fields: (t) => ({
    productId: t.exposeID('id', { description: 'The ProjectProduct id.' }),
    name: t.exposeString('name'),
    score: t.exposeFloat('score'),
    margin: t.exposeFloat('margin', {
      nullable: true,
      description: 'The leader: its lead over the second; the others: the gap to the one above; null when alone.',
    }),
  }),
});

type Flip = NonNullable<SectionFlip['flip']>;

const SectionFlipRef = builder.objectRef<Flip>('WeightFlip').implement({
  authScopes: rule,
  fields: (t) => ({
    weightNumerator: t.int({ resolve: (flip) => flip.weight.num }),
    weightDenominator: t.int({ resolve: (flip) => flip.weight.den }),
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName'),
  }),
});

const SectionSensitivityRef = builder.objectRef<SectionFlip>('SectionSensitivity').implement({
  authScopes: rule,
  fields: (t) => ({
    sectionId: t.exposeID('id'),
    name: t.exposeString('name'),
    flip: t.field({
      type: SectionFlipRef,
      nullable: true,
      description:
        'The smallest section weight in (1, 5] (an exact fraction) at which another product ties or ' +
        'passes the leader; null: no change within 1–5.',
      resolve: (section) => section.flip,
    }),
  }),
});

const WinnerSensitivityRef = builder.objectRef<WinnerSensitivity>('WinnerSensitivity').implement({
  authScopes: rule,
  fields: (t) => ({
    ranking: t.field({ type: [RankedProductRef], resolve: (result) => result.ranking }),
    sections: t.field({ type: [SectionSensitivityRef], resolve: (result) => result.sections }),
  }),
});

builder.queryFields((t) => ({
  winnerSensitivity: t.field({
    type: WinnerSensitivityRef,
    description:
      'Issue 37 What would flip the winner: a section’s weight is a multiplier on its questions’ weights (1 today); ' +
      'per section alone, the smallest one within (1, 5] that changes first place. Only when the project’s ' +
      'winnerSensitivity feature is on; the scope is the branch named, else the dashboard’s.',
    authScopes: rule,
    args: { projectId: t.arg.id({ required: true }), branchId: t.arg.id() },
    resolve: (_root, { projectId, branchId }, context) =>
      loadWinnerSensitivity(context.app, signedInViewer(context), projectId, branchId),
  }),
}));
