import type { MockedResponse } from '@apollo/client/testing';
import { NO_INTEGRITY } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { WinnerSensitivityDocument } from '../project-dashboard-documents';
import { buildProjectRecord, PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { RoadMapWidget } from './road-map-widget';

const PRODUCTS = [
  { id: 'p1', name: 'Acme — Payroll One', score: 30, accepted: true, winner: false, submitted: true },
  { id: 'p2', name: 'Beta Ltd — HR Suite', score: 24, accepted: true, winner: false, submitted: true },
];

const sensitivityMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: WinnerSensitivityDocument, variables: { projectId: PROJECT_ID } },
  result,
});

const answered = {
  data: {
    winnerSensitivity: {
      __typename: 'WinnerSensitivity',
      ranking: [
        { __typename: 'SensitivityRank', productId: 'p1', name: 'Acme — Payroll One', score: 30, margin: 6 },
        { __typename: 'SensitivityRank', productId: 'p2', name: 'Beta Ltd — HR Suite', score: 24, margin: 6 },
      ],
      sections: [
        {
          __typename: 'SectionSensitivity',
          sectionId: 's1',
          name: 'Security',
          flip: {
            __typename: 'WeightFlip',
            weightNumerator: 12,
            weightDenominator: 5,
            productId: 'p2',
            productName: 'Beta Ltd — HR Suite',
          },
        },
        { __typename: 'SectionSensitivity', sectionId: 's2', name: 'Price', flip: null },
      ],
    },
  },
};

function openSelectWinners(winnerSensitivity: boolean, mocks: MockedResponse[]) {
  const integrity = {
    __typename: 'IntegritySettings' as const,
    ...NO_INTEGRITY,
    winnerSensitivity,
    disagreementThreshold: 2,
  };
  renderProjectPage(
    <RoadMapWidget
      project={buildProjectRecord('SCORING', { integrity })}
      canManage
      busy={false}
      onMove={vi.fn(async () => {})}
      scoredProducts={PRODUCTS}
    />,
    { path: `/projects/${PROJECT_ID}/dashboard`, mocks },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
  return screen.getByRole('dialog', { name: 'Select Winners' });
}

describe('What would flip the winner', () => {
  it('shows the ranking with margins and, per section, the weight that would change first place', async () => {
    const dialog = openSelectWinners(true, [sensitivityMock(answered)]);
    const panel = await within(dialog).findByRole('region', { name: 'What would flip the winner' });
    const ranking = await within(panel).findByRole('list', { name: 'Ranking' });
    expect(
      within(ranking)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1. Acme — Payroll OneScore 30 · leads by 6',
      '2. Beta Ltd — HR SuiteScore 24 · 6 behind the one above',
    ]);
    const sections = within(panel).getByRole('list', { name: 'Section weights' });
    expect(
      within(sections)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Security: at weight 2.40 instead of 1, Beta Ltd — HR Suite would take first place',
      'Price: No change within 1–5',
    ]);
  });

  it('says why when the server refuses', async () => {
    const dialog = openSelectWinners(true, [
      sensitivityMock({ errors: [new GraphQLError('What would flip the winner is off for this project')] }),
    ]);
    expect(await within(dialog).findByText('What would flip the winner is off for this project')).toBeTruthy();
  });

  it('is absent while the project’s feature is off', () => {
    const dialog = openSelectWinners(false, []);
    expect(within(dialog).queryByRole('region', { name: 'What would flip the winner' })).toBeNull();
  });
});
