import type { MockedResponse } from '@apollo/client/testing';
import { CONSENSUS_MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { buildProjectRecord, PROJECT_ID, projectMock } from '../projects';
import { CalibrationDocument, RecordConsensusDocument } from './calibration-documents';
import { CalibrationPage } from './calibration-page';

const original = (branchId: string, scopeName: string, rating: number) => ({
  __typename: 'CalibrationOriginal' as const,
  branchId,
  scopeName,
  raterName: scopeName,
  rating,
});

const record = (id: string, rating: number, reason: string) => ({
  __typename: 'ConsensusRecord' as const,
  id,
  answerId: 'a1',
  rating,
  reason,
  decidedByName: 'Peter Manager',
  createdAt: '2026-12-07T10:00:00.000Z',
});

const item = (answerId: string, questionLabel: string, productName: string, ratings: [number, number]) => ({
  __typename: 'CalibrationItem' as const,
  answerId,
  questionId: `q-${answerId}`,
  questionLabel,
  sectionName: 'Security',
  productId: `p-${answerId}`,
  productName,
  spread: Math.abs(ratings[0] - ratings[1]),
  flagged: true,
  originals: [original('b1', 'Peter Manager', ratings[0]), original('b2', 'Erin Expert', ratings[1])],
  consensus: null as ReturnType<typeof record> | null,
  history: [] as ReturnType<typeof record>[],
});

const calibration = (items: ReturnType<typeof item>[]) => ({
  data: {
    calibration: {
      __typename: 'Calibration',
      projectId: PROJECT_ID,
      threshold: 2,
      scoringType: 'NUMBERS',
      open: true,
      items,
      evaluators: [
        {
          __typename: 'CalibrationEvaluator',
          userId: 'u1',
          name: 'Erin Expert',
          ratings: 2,
          compared: 2,
          meanDifference: 2.5,
        },
        {
          __typename: 'CalibrationEvaluator',
          userId: 'u2',
          name: 'Peter Manager',
          ratings: 2,
          compared: 2,
          meanDifference: -2.5,
        },
      ],
    },
  },
});

const FIRST = item('a1', 'Describe your data-retention policy', 'Globex — Enrol', [3, 5]);
const SECOND = item('a2', 'Do you support single sign-on?', 'Initech — Payroll Pro', [0, 2]);
const REASON = 'Seven years is good; the archive is not encrypted yet.';

const calibrationMock = (items: ReturnType<typeof item>[]): MockedResponse => ({
  request: { query: CalibrationDocument, variables: { projectId: PROJECT_ID } },
  result: calibration(items),
});

function renderCalibration(mocks: MockedResponse[], calibrationAvailable = true) {
  const project = { ...buildProjectRecord('SCORING'), calibrationAvailable };
  return renderInApp(<CalibrationPage />, {
    path: `/projects/${PROJECT_ID}/calibration`,
    route: '/projects/:id/calibration',
    mocks: [projectMock(project), ...mocks],
    otherRoutes: [{ path: '/projects/:id/preview', element: 'Preview page' }],
    session: buildSession({ profile: buildProfile({ privileges: ['READ_SCORING'] }) }),
  });
}

const chooseRating = async (label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agreed rating' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('the calibration page (issue 37)', () => {
  it('shows the evaluators, walks the disagreements and records the agreed rating, then moves on', async () => {
    const settled = { ...FIRST, consensus: record('c1', 4, REASON), history: [record('c1', 4, REASON)] };
    renderCalibration([
      calibrationMock([FIRST, SECOND]),
      {
        request: {
          query: RecordConsensusDocument,
          variables: { projectId: PROJECT_ID, answerId: 'a1', rating: 4, reason: REASON },
        },
        result: { data: { recordConsensus: record('c1', 4, REASON) } },
      },
      calibrationMock([settled, SECOND]),
    ]);
    const evaluators = await screen.findByRole('table', { name: 'Evaluators' });
    expect(
      within(evaluators)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['EvaluatorRatingsMean difference', 'Erin Expert2+2.5', 'Peter Manager2-2.5']);

    expect(screen.getByRole('status').textContent).toBe('Item 1 of 2');
    const card = screen.getByRole('article', { name: 'Describe your data-retention policy' });
    expect(within(card).getByText('Globex — Enrol')).toBeTruthy();
    expect(
      within(within(card).getByRole('list', { name: 'Original ratings' }))
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Peter Manager: 3Rated by Peter Manager', 'Erin Expert: 5Rated by Erin Expert']);

    // The reason is required; the rating is on the project's scale.
    await chooseRating('4');
    fireEvent.click(screen.getByRole('button', { name: 'Record consensus' }));
    expect(await screen.findByText(CONSENSUS_MESSAGES.reasonRequired)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Record consensus' }));

    expect(await screen.findByText(CONSENSUS_MESSAGES.recorded)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Item 2 of 2');
    expect(screen.getByRole('article', { name: 'Do you support single sign-on?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    const first = screen.getByRole('article', { name: 'Describe your data-retention policy' });
    expect(within(first).getByText(`Consensus 4, by Peter Manager: ${REASON}`)).toBeTruthy();
  });

  it('says when nothing disagrees', async () => {
    renderCalibration([calibrationMock([])]);
    expect(await screen.findByText(CONSENSUS_MESSAGES.nothingDisagrees)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record consensus' })).toBeNull();
  });

  it('opens the preview for a viewer who may not calibrate', async () => {
    renderCalibration([], false);
    expect(await screen.findByText('Preview page')).toBeTruthy();
  });
});
