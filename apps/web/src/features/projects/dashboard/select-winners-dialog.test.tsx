import type { MockedResponse } from '@apollo/client/testing';
import { WINNER_TEXTS } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { SelectWinnersDocument } from '../project-dashboard-documents';
import { buildProjectRecord, figuresMock, PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { RoadMapWidget } from './road-map-widget';

const product = (id: string, name: string, score: number, accepted = true, submitted = true) => ({
  id,
  name,
  score,
  accepted,
  winner: false,
  submitted,
});

const PRODUCTS = [
  product('p1', 'Acme — Payroll One', 12),
  product('p2', 'Globex — HR Suite', 30),
  product('p3', 'Initech — Late Suite', 40, true, false),
  product('p4', 'Umbrella — Declined', 50, false, true),
];

function selectMock(result: MockedResponse['result']): MockedResponse {
  return {
    request: { query: SelectWinnersDocument, variables: { projectId: PROJECT_ID, productIds: ['p1'] } },
    result,
  };
}

const completed = {
  data: {
    selectWinners: {
      __typename: 'Project',
      id: PROJECT_ID,
      status: 'COMPLETED',
      version: 2,
      updatedAt: '2030-05-01T00:00:00.000Z',
    },
  },
};

function openSelectWinners(mocks: MockedResponse[]) {
  const onMove = vi.fn(async () => {});
  renderProjectPage(
    <RoadMapWidget
      project={buildProjectRecord('SCORING')}
      canManage
      busy={false}
      onMove={onMove}
      scoredProducts={PRODUCTS}
    />,
    { path: `/projects/${PROJECT_ID}/dashboard`, mocks },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
  return { dialog: screen.getByRole('dialog', { name: 'Select Winners' }), onMove };
}

describe('Select Winners dialog', () => {
  it('offers the accepted products with submitted answers, best score first, and needs one checked', () => {
    const { dialog, onMove } = openSelectWinners([]);
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Globex — HR Suite · Score 30',
      'Acme — Payroll One · Score 12',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Select Winners' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Acme — Payroll One · Score 12' }));
    expect(submit).toHaveProperty('disabled', false);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('completes the project with the winners checked and closes', async () => {
    const { dialog } = openSelectWinners([selectMock(completed), figuresMock()]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Payroll One/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select Winners' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Winners' })).toBeNull());
  });

  it('shows the server’s refusal and stays open', async () => {
    const { dialog } = openSelectWinners([
      selectMock({ errors: [new GraphQLError(WINNER_TEXTS.notCandidate, { extensions: { code: 'BAD_USER_INPUT' } })] }),
    ]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Payroll One/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select Winners' }));
    expect(await within(dialog).findByText(WINNER_TEXTS.notCandidate)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Select Winners' })).toBeTruthy();
  });
});
