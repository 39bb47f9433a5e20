import type { MockedResponse } from '@apollo/client/testing';
import { BLIND_SCORING_TEXTS, COMPARISON_MESSAGES, ERROR_CODES, encodeGridCell, MESSAGES } from '@shortlist/domain';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { buildProjectRecord, PROJECT_ID, projectMock } from '../projects';
import { buildQuestionDefinition } from '../question-editor';
import { ComparisonGridDocument } from './comparison-documents';
import { ComparisonPage } from './comparison-page';

const variables = { projectId: PROJECT_ID, id: 'c-1', branchId: null };

function gridMock(products: Array<{ productId: string; name: string; score: number }>, blind = false): MockedResponse {
  return {
    request: { query: ComparisonGridDocument, variables },
    result: {
      data: {
        comparisonGrid: {
          __typename: 'ComparisonGrid',
          comparison: {
            __typename: 'Comparison',
            id: 'c-1',
            name: 'Shortlist',
            description: 'Finalists side by side',
            showNotes: true,
            mayEdit: true,
          },
          projectId: PROJECT_ID,
          branchId: null,
          scoringType: 'NUMBERS',
          blind,
          products: products.map((product) => ({ __typename: 'ComparisonGridProduct', ...product })),
          sections: [
            {
              __typename: 'ComparisonGridSection',
              sectionId: 's-1',
              name: 'Security',
              questions: [
                {
                  __typename: 'ComparisonGridQuestion',
                  questionId: 'q-1',
                  weight: 2,
                  definition: buildQuestionDefinition('Do you offer SSO?', 'STRING'),
                },
              ],
            },
          ],
          grid: [
            products.map(() =>
              encodeGridCell({
                value: 'Yes, SAML',
                secondaryValue: null,
                notApplicable: false,
                notApplicableDescription: null,
                rating: 4,
                notes: { value: 'Checked in the demo', updatedAt: '2030-01-01T00:00:00.000Z' },
              }),
            ),
          ],
        },
      },
    },
  };
}

const failing = (code: string): MockedResponse => ({
  request: { query: ComparisonGridDocument, variables },
  result: { errors: [new GraphQLError('No', { extensions: { code } })] },
});

function renderPage(mock: MockedResponse) {
  return renderInApp(<ComparisonPage />, {
    path: `/projects/${PROJECT_ID}/comparison/c-1`,
    route: '/projects/:id/comparison/:comparisonId',
    mocks: [projectMock(buildProjectRecord('SCORING')), mock],
    session: buildSession({ profile: buildProfile({ privileges: ['READ_SCORING'] }) }),
  });
}

describe('ComparisonPage', () => {
  it('shows each product with its score, the section, the answer, its rating and the notes', async () => {
    renderPage(gridMock([{ productId: 'pp-1', name: 'Acme — Benefits Cloud', score: 8 }]));
    expect(await screen.findByRole('heading', { name: 'Shortlist' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Acme — Benefits Cloud' })).toBeTruthy();
    expect(screen.getByText('Score 8')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Security (1)' })).toBeTruthy();
    expect(await screen.findByText('Yes, SAML')).toBeTruthy();
    const rating = screen.getByRole('combobox', { name: 'Rating of Acme — Benefits Cloud for Do you offer SSO?' });
    expect((rating as HTMLSelectElement).value).toBe('4');
    expect((rating as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByLabelText('Notes of Acme — Benefits Cloud for Do you offer SSO?').textContent).toBe(
      'Checked in the demo',
    );
  });

  it('says when the suppliers are shown by alias (blind scoring), and only then', async () => {
    const blind = renderPage(gridMock([{ productId: 'pp-1', name: 'Supplier A', score: 8 }], true));
    expect(await screen.findByRole('heading', { name: 'Supplier A' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(BLIND_SCORING_TEXTS.notice);
    blind.unmount();
    renderPage(gridMock([{ productId: 'pp-1', name: 'Acme — Benefits Cloud', score: 8 }]));
    expect(await screen.findByRole('heading', { name: 'Acme — Benefits Cloud' })).toBeTruthy();
    expect(screen.queryByText(BLIND_SCORING_TEXTS.notice)).toBeNull();
  });

  it('says when there are no products to display', async () => {
    renderPage(gridMock([]));
    expect(await screen.findByText(COMPARISON_MESSAGES.empty)).toBeTruthy();
  });

  it('shows the not-found page for 404 and the forbidden page for 403', async () => {
    const first = renderPage(failing(ERROR_CODES.notFound));
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    first.unmount();
    renderPage(failing(ERROR_CODES.forbidden));
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeTruthy();
  });
});
