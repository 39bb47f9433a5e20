import { PARTICIPATION_STATUSES, type ParticipationCount, type ScoredProduct } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { type ProjectDashboardView, projectDashboard } from './project-dashboard.js';

const signedIn = access('SIGNED_IN');

/** Spec 2 §3 Enumerations: participation status of a supplier product. */
export const ParticipationStatusEnum = builder.enumType('ParticipationStatus', { values: PARTICIPATION_STATUSES });

const DashboardQuestionsRef = builder.objectRef<ProjectDashboardView['questions']>('DashboardQuestions').implement({
  authScopes: signedIn,
  description: 'Spec 2 §3 statistics: the project’s questions by approval status.',
  fields: (t) => ({
    approved: t.exposeInt('approved'),
    rejected: t.exposeInt('rejected'),
    unapproved: t.exposeInt('unapproved'),
    total: t.exposeInt('total'),
  }),
});

const DashboardAnswersRef = builder.objectRef<ProjectDashboardView['answers']>('DashboardAnswers').implement({
  authScopes: signedIn,
  description: 'Spec 2 §3 statistics: submitted answers rated and unrated.',
  fields: (t) => ({ rated: t.exposeInt('rated'), unrated: t.exposeInt('unrated') }),
});

const ParticipationCountRef = builder.objectRef<ParticipationCount>('ParticipationCount').implement({
  authScopes: signedIn,
  fields: (t) => ({
    status: t.field({ type: ParticipationStatusEnum, resolve: (row) => row.status }),
    count: t.exposeInt('count'),
  }),
});

const DashboardFaqRef = builder.objectRef<ProjectDashboardView['faq']>('DashboardFaq').implement({
  authScopes: signedIn,
  description: 'Supplier FAQ questions: all of them and those without an answer.',
  fields: (t) => ({ total: t.exposeInt('total'), unanswered: t.exposeInt('unanswered') }),
});

const ScoredProductRef = builder.objectRef<ScoredProduct>('ScoredProduct').implement({
  authScopes: signedIn,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    score: t.exposeFloat('score'),
    accepted: t.exposeBoolean('accepted'),
    winner: t.exposeBoolean('winner'),
    submitted: t.exposeBoolean('submitted', { description: 'Its answers are submitted.' }),
  }),
});

const DashboardScoringRef = builder.objectRef<ProjectDashboardView['scoring']>('DashboardScoring').implement({
  authScopes: signedIn,
  description: 'Spec 2 §9: rated answers of accepted products in percent (rounded down) and the products by score.',
  fields: (t) => ({
    ratedPercent: t.exposeInt('ratedPercent'),
    products: t.field({ type: [ScoredProductRef], resolve: (scoring) => scoring.products }),
  }),
});

const ProjectDashboardRef = builder.objectRef<ProjectDashboardView>('ProjectDashboard').implement({
  authScopes: signedIn,
  description: 'Spec 2 §9 Dashboards per status: the figures of the data widgets.',
  fields: (t) => ({
    questions: t.field({ type: DashboardQuestionsRef, resolve: (dashboard) => dashboard.questions }),
    answers: t.field({ type: DashboardAnswersRef, resolve: (dashboard) => dashboard.answers }),
    participation: t.field({ type: [ParticipationCountRef], resolve: (dashboard) => dashboard.participation }),
    faq: t.field({ type: DashboardFaqRef, resolve: (dashboard) => dashboard.faq }),
    scoring: t.field({ type: DashboardScoringRef, resolve: (dashboard) => dashboard.scoring }),
  }),
});

builder.queryFields((t) => ({
  projectDashboard: t.field({
    type: ProjectDashboardRef,
    description: 'The dashboard and preview figures of a project of the tenant; another company’s is not found.',
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => projectDashboard(context.app, signedInViewer(context), id),
  }),
}));
