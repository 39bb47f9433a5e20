import type { Privilege } from '@shortlist/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectDashboardPage } from '../pages/project-dashboard-page';
import {
  buildProjectRecord,
  EMPTY_FIGURES,
  figuresMock,
  issuesMock,
  PROJECT_ID,
  projectMock,
  renderProjectPage,
} from './dashboard-test-kit';

// A generous timeout: the first render of the file also loads the page's modules.
const widget = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

function renderDashboard(
  project: ReturnType<typeof buildProjectRecord>,
  mocks = [figuresMock()],
  privileges: Privilege[] = ['MANAGE_PROJECT_STATE'],
) {
  return renderProjectPage(<ProjectDashboardPage />, {
    path: `/projects/${PROJECT_ID}/dashboard`,
    route: '/projects/:id/dashboard',
    privileges,
    mocks: [projectMock(project), ...mocks],
  });
}

describe('Project dashboard per status', () => {
  it('DRAFT with experts: road map, management, issues, timeline and the statistics donut’s empty state', async () => {
    renderDashboard(buildProjectRecord('DRAFT', { enableExperts: true }), [figuresMock(), issuesMock('IN_REVIEW')]);
    const statistics = await widget('Questions Statistics');
    expect(await within(statistics).findByText('There are no questions yet.')).toBeTruthy();
    expect(headings()).toEqual(['Road Map', 'Manage Project', 'Project Issues', 'Timeline', 'Questions Statistics']);
  });

  it('DRAFT without experts has no statistics', async () => {
    renderDashboard(buildProjectRecord('DRAFT'), [figuresMock(), issuesMock('IN_REVIEW')]);
    await widget('Timeline');
    expect(screen.queryByRole('region', { name: 'Questions Statistics' })).toBeNull();
  });

  it('AWAITING: the answers progress and scoring widgets show their empty states', async () => {
    renderDashboard(buildProjectRecord('AWAITING'), [figuresMock()], ['VIEW_DASHBOARD']);
    const answers = await widget('Answers Progress');
    expect(await within(answers).findByText('No answers have been submitted yet.')).toBeTruthy();
    expect(within(await widget('Scoring')).getByText('There are no products to display')).toBeTruthy();
    expect(headings()).toEqual(['Road Map', 'Timeline', 'Answers Progress', 'Scoring']);
  });

  it('AWAITING for a manager: management and the actions widget follow the road map', async () => {
    renderDashboard({ ...buildProjectRecord('AWAITING'), type: 'RFI' });
    const actions = await widget('Would you also like to...');
    expect(within(actions).getByRole('link', { name: 'Create an RFP based on this RFI' })).toBeTruthy();
    expect(headings()).toEqual([
      'Road Map',
      'Manage Project',
      'Would you also like to...',
      'Timeline',
      'Answers Progress',
      'Scoring',
    ]);
  });

  it('AWAITING with answers and products: the progress and the products by score', async () => {
    renderDashboard(
      buildProjectRecord('AWAITING'),
      [
        figuresMock({
          ...EMPTY_FIGURES,
          answers: { rated: 1, unrated: 3 },
          scoring: {
            ratedPercent: 25,
            products: [
              { id: 'p1', name: 'Acme Payroll', score: 12, accepted: true, winner: true, submitted: true },
              { id: 'p3', name: 'Initech Suite', score: 0, accepted: true, winner: false, submitted: false },
              { id: 'p2', name: 'Globex HR', score: 8, accepted: false, winner: false, submitted: false },
            ],
          },
        }),
      ],
      ['VIEW_DASHBOARD'],
    );
    const answers = await widget('Answers Progress');
    expect(await within(answers).findByText('1 of 4 answers rated (25%)')).toBeTruthy();
    const scoring = await widget('Scoring');
    expect(within(scoring).getByText('25% of answers rated')).toBeTruthy();
    const products = within(scoring).getAllByRole('listitem');
    expect(within(scoring).getByText('1 of 2 accepted suppliers have submitted answers')).toBeTruthy();
    expect(products[0]?.textContent).toContain('1. Acme Payroll');
    expect(products[0]?.textContent).toContain('Winner');
    expect(products[0]?.textContent).toContain('Answers submitted');
    expect(products[1]?.textContent).toContain('Answering');
    expect(products[2]?.textContent).toContain('Not accepted');
  });

  it('PUBLISHED: FAQ summary, timeline and participation with their empty states', async () => {
    renderDashboard(buildProjectRecord('PUBLISHED'), [figuresMock()], ['VIEW_DASHBOARD']);
    expect(
      await within(await widget('FAQ Summary')).findByText('There are no questions from suppliers yet.'),
    ).toBeTruthy();
    expect(within(await widget('Supplier Participation')).getByText('There are no suppliers to display')).toBeTruthy();
    expect(headings()).toEqual(['FAQ Summary', 'Timeline', 'Supplier Participation']);
  });

  it('PUBLISHED with suppliers: counts per participation label', async () => {
    renderDashboard(
      buildProjectRecord('PUBLISHED'),
      [
        figuresMock({
          ...EMPTY_FIGURES,
          participation: [
            { status: 'ACCEPTED', count: 2 },
            { status: 'INVITED', count: 1 },
            { status: 'BP_REGISTERED', count: 1 },
          ],
          faq: { total: 3, unanswered: 1 },
        }),
      ],
      ['VIEW_DASHBOARD'],
    );
    const participation = await widget('Supplier Participation');
    const rows = await within(participation).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Accepted2', 'Invited2']);
    expect(within(await widget('FAQ Summary')).getByText('Without an answer')).toBeTruthy();
  });
});
