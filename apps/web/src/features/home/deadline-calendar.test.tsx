import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../lib/session';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { DeadlineCalendar } from './deadline-calendar';
import { buildDeadline, monthMock, upcomingMock } from './home-test-kit';

const NOW = new Date('2030-03-10T15:00:00.000Z'); // March 10, 2030 in New York
const MARCH = { year: 2030, month: 3 };
const LONG_NAME = 'Enterprise payroll and benefits platform selection 2030'; // 55 characters

const UPCOMING = [
  buildDeadline('p1', 'Payroll RFP', 'INTENT_TO_RESPOND', '2030-03-10'),
  buildDeadline('p2', LONG_NAME, 'PUBLISH_DATE', '2030-03-12'),
  buildDeadline('p3', 'Benefits panel', 'SUBMISSION_DEADLINE', '2030-03-12', 'PANEL'),
  buildDeadline('p1', 'Payroll RFP', 'CLARIFICATION_DEADLINE', '2030-03-20'),
  buildDeadline('p1', 'Payroll RFP', 'SUBMISSION_DEADLINE', '2030-03-26'),
  buildDeadline('p1', 'Payroll RFP', 'DECISION_DATE', '2030-04-05'),
];
const IN_MARCH = [buildDeadline('p0', 'Old RFI', 'PUBLISH_DATE', '2030-03-02', 'RFI'), ...UPCOMING.slice(0, 5)];

function renderCalendar(privileges: Profile['privileges'] = ['VIEW_DASHBOARD']) {
  const profile = buildProfile({ privileges });
  return renderInApp(<DeadlineCalendar now={NOW} />, {
    session: buildSession({ profile }),
    mocks: [
      upcomingMock(NOW, UPCOMING),
      monthMock(MARCH, IN_MARCH),
      monthMock({ year: 2030, month: 4 }, UPCOMING.slice(5)),
    ],
  });
}

const upcomingList = () => screen.getByRole('region', { name: 'Upcoming Deadlines' });
const itemTexts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('DeadlineCalendar', () => {
  it('lists the first 5 upcoming deadlines with names cut at 30, linking to the dashboards', async () => {
    renderCalendar();
    await within(upcomingList()).findAllByRole('listitem');
    expect(itemTexts(upcomingList())).toEqual([
      'Payroll RFPIntent to Respond · Mar 10, 2030',
      'Enterprise payroll and benefit…Publish Date · Mar 12, 2030',
      'Benefits panelSubmission Deadline · Mar 12, 2030',
      'Payroll RFPSupplier Clarification Questions Deadline · Mar 20, 2030',
      'Payroll RFPRFP Submission Deadline · Mar 26, 2030',
    ]);
    const links = within(upcomingList()).getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe('/projects/p1/dashboard');
    expect(links[1]?.getAttribute('title')).toBe(LONG_NAME);
  });

  it('links to the preview without VIEW_DASHBOARD', async () => {
    renderCalendar([]);
    const links = await within(upcomingList()).findAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe('/projects/p1/preview');
  });

  it('marks the days with deadlines, outlines today and lists a picked day with names cut at 40', async () => {
    renderCalendar();
    const grid = screen.getByRole('group', { name: 'March 2030' });
    const today = within(grid).getByRole('button', { name: /^Sunday, March 10, 2030/ });
    expect(today.getAttribute('aria-current')).toBe('date');
    const twelfth = await within(grid).findByRole('button', { name: 'Tuesday, March 12, 2030, 2 deadlines' });
    expect(within(grid).getByRole('button', { name: 'Saturday, March 2, 2030, 1 deadline' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Monday, March 11, 2030' })).toBeTruthy();

    fireEvent.click(twelfth);
    expect(twelfth.getAttribute('aria-pressed')).toBe('true');
    const day = screen.getByRole('region', { name: 'Deadlines on Mar 12, 2030' });
    expect(itemTexts(day)).toEqual([
      'Enterprise payroll and benefits platform…Publish Date',
      'Benefits panelSubmission Deadline',
    ]);

    fireEvent.click(within(grid).getByRole('button', { name: 'Monday, March 11, 2030' }));
    expect(
      within(screen.getByRole('region', { name: 'Deadlines on Mar 11, 2030' })).getByText(
        'There are no deadlines on this day.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show upcoming deadlines' }));
    expect(itemTexts(upcomingList())).toHaveLength(5);
  });

  it('moves between months with the buttons and the arrow keys', async () => {
    renderCalendar();
    const grid = screen.getByRole('group', { name: 'March 2030' });
    const today = within(grid).getByRole('button', { name: /^Sunday, March 10, 2030/ });
    expect(today.tabIndex).toBe(0);
    expect(within(grid).getByRole('button', { name: 'Monday, March 11, 2030' }).tabIndex).toBe(-1);
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sunday, March 17/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sunday, April 7, 2030/));
    expect(screen.getByRole('group', { name: 'April 2030' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Friday, April 5, 2030, 1 deadline' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('group', { name: 'March 2030' })).toBeTruthy();
  });

  it('says when there are no upcoming deadlines', async () => {
    renderInApp(<DeadlineCalendar now={NOW} />, {
      mocks: [upcomingMock(NOW, []), monthMock(MARCH, [])],
    });
    expect(await screen.findByText('There are no upcoming deadlines.')).toBeTruthy();
  });
});
