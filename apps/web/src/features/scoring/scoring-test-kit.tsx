import type { MockedResponse } from '@apollo/client/testing';
import {
  encodeGridCell,
  type Privilege,
  type ProjectStatus,
  type ScoringGrid,
  type ScoringType,
} from '@shortlist/domain';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { buildProjectRecord, PROJECT_ID, projectMock } from '../projects';
import { buildQuestionDefinition } from '../question-editor';
import { ScoringDocument, SetNotesDocument, SetRatingDocument, SetWeightDocument } from './scoring-documents';
import type { ScoringData, ScoringProduct, ScoringQuestion, ScoringSection } from './scoring-model';

/** A value as the API answers it, with its type name for the cache. */
const typed = <Value,>(typename: string, value: Value): Value => ({ __typename: typename, ...value });

import { ScoringPage } from './scoring-page';

export const SCOPE = { projectId: PROJECT_ID, branchId: null };
export const GLOBEX = 'product-globex';
export const INITECH = 'product-initech';

interface QuestionOptions {
  weight?: number;
  ratings?: [number | null, number | null];
  maySetWeight?: boolean;
  mayRate?: boolean;
  status?: ScoringQuestion['status'];
  mayApprove?: boolean;
}

function buildQuestion(questionId: string, label: string, options: QuestionOptions = {}): ScoringQuestion {
  const ratings = options.ratings ?? [null, null];
  return {
    __typename: 'ScoringQuestion',
    questionId,
    status: options.status ?? 'APPROVED',
    weight: options.weight ?? 1,
    mayApprove: options.mayApprove ?? false,
    mayRate: options.mayRate ?? true,
    maySetWeight: options.maySetWeight ?? true,
    mayKeepNotes: options.mayRate ?? true,
    definition: buildQuestionDefinition(label, 'STRING'),
    answers: [GLOBEX, INITECH].map((productId, index) => ({
      __typename: 'ScoringCell',
      productId,
      rating: ratings[index] ?? null,
      notes: null,
      answer: {
        __typename: 'ProductAnswer',
        id: `answer-${questionId}-${productId}`,
        questionId,
        value: `${productId === GLOBEX ? 'Globex' : 'Initech'} says yes to ${label}`,
        secondaryValue: null,
        notApplicable: false,
        notApplicableDescription: null,
        isDraft: false,
        status: null,
        requestNote: null,
        answeredAt: '2030-03-10T00:00:00.000Z',
      },
    })),
  } as ScoringQuestion;
}

/** Two products and three questions in two sections; Globex 3 × 4 = 12 ahead of Initech 3 × 2 = 6. */
export function buildScoring(scoringType: ScoringType = 'NUMBERS', options: QuestionOptions = {}): ScoringData {
  return {
    __typename: 'Scoring',
    ...SCOPE,
    scoringType,
    open: true,
    ratedAnswers: 2,
    blind: false,
    totalAnswers: 6,
    completeness: 33,
    consensus: [],
    products: [
      typed<ScoringProduct>('ScoringProduct', { productId: GLOBEX, name: 'Globex Payroll', score: 12, winner: false }),
      typed<ScoringProduct>('ScoringProduct', { productId: INITECH, name: 'Initech HR', score: 6, winner: false }),
    ],
    sections: [
      typed<ScoringSection>('ScoringSection', {
        sectionId: 'section-1',
        name: 'Company overview',
        questions: [
          buildQuestion('q-1', 'Payroll in many countries', { weight: 3, ratings: [4, 2], ...options }),
          buildQuestion('q-2', 'Single sign-on support', options),
        ],
      }),
      typed<ScoringSection>('ScoringSection', {
        sectionId: 'section-2',
        name: 'Pricing',
        questions: [buildQuestion('q-3', 'Per-employee fee', { weight: 2, ...options })],
      }),
    ],
  } as ScoringData;
}

/** The scoring as the API answers it: its answers in one grid, a row per question aligned with the products. */
function asRead({ sections, ...scoring }: ScoringData) {
  const column = new Map(scoring.products.map((product, index) => [product.productId, index]));
  const grid = sections
    .flatMap((section) => section.questions)
    .map(({ answers }) => {
      const row: ScoringGrid[number] = scoring.products.map(() => null);
      for (const { productId, answer, rating, notes } of answers) {
        const index = column.get(productId);
        if (index !== undefined) row[index] = encodeGridCell({ ...answer, rating, notes });
      }
      return row;
    });
  const listed = sections.map((section) => ({
    ...section,
    questions: section.questions.map(({ answers: _answers, ...question }) => question),
  }));
  return { ...scoring, sections: listed, grid };
}

export const scoringMock = (scoring: ScoringData, branchId: string | null = null): MockedResponse => ({
  request: { query: ScoringDocument, variables: { ...SCOPE, branchId } },
  result: { data: { scoring: asRead(scoring) } },
});

const answerRef = (questionId: string, productId: string) => ({
  ...SCOPE,
  sectionId: questionId === 'q-3' ? 'section-2' : 'section-1',
  questionId,
  productId,
});

export const ratingMock = (questionId: string, productId: string, rating: number): MockedResponse => ({
  request: { query: SetRatingDocument, variables: { input: { ...answerRef(questionId, productId), rating } } },
  result: { data: { setRating: { __typename: 'RatedAnswer', productId, questionId, rating } } },
});

export const weightMock = (questionId: string, weight: number): MockedResponse => {
  const { productId: _product, ...ref } = answerRef(questionId, '');
  return {
    request: { query: SetWeightDocument, variables: { input: { ...ref, weight } } },
    result: { data: { setWeight: { __typename: 'QuestionWeight', questionId, weight } } },
  };
};

/** What the server answers to saved notes. */
export const savedNotes = (questionId: string, productId: string, notes: string) => ({
  data: {
    setNotes: { __typename: 'SavedNotes', productId, questionId, notes, updatedAt: '2030-03-11T00:00:00.000Z' },
  },
});

export const notesMock = (questionId: string, productId: string, notes: string, fails = false): MockedResponse => ({
  request: { query: SetNotesDocument, variables: { input: { ...answerRef(questionId, productId), notes } } },
  result: fails ? { errors: [{ message: 'Unable to save Notes' }] } : savedNotes(questionId, productId, notes),
});

/** The scoring page of a project in `status` for a broker with the privileges. */
export function renderScoringPage(options: {
  status?: ProjectStatus;
  privileges?: Privilege[];
  contrastMode?: boolean;
  enableBranches?: boolean;
  mocks: MockedResponse[];
}) {
  const status = options.status ?? 'SCORING';
  const record = buildProjectRecord(status);
  const settings = { ...record.settings, enableBranches: options.enableBranches ?? false };
  const project = { ...record, settings, scoringAvailable: status !== 'PUBLISHED' };
  return renderInApp(<ScoringPage />, {
    path: `/projects/${PROJECT_ID}/scoring`,
    route: '/projects/:id/scoring',
    mocks: [projectMock(project), ...options.mocks],
    otherRoutes: [{ path: '/projects/:id/preview', element: 'Preview page' }],
    session: buildSession({
      profile: buildProfile({
        privileges: options.privileges ?? ['READ_SCORING', 'MANAGE_ALL_SCORING'],
        contrastMode: options.contrastMode ?? false,
      }),
    }),
  });
}
