import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../lib/session';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { buildProjectRow } from '../projects';
import { CommissionedProjects } from './commissioned-projects';
import { homeListMock } from './home-test-kit';
import { RoleProjectsList } from './role-projects-list';

const session = (privileges: Profile['privileges'] = []) => buildSession({ profile: buildProfile({ privileges }) });
const hrefs = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('RoleProjectsList', () => {
  it('lists supplier projects with the supplier status, a New badge and the invitation link', async () => {
    const rows = [
      buildProjectRow({ id: 'p1', name: 'Payroll RFP', status: 'AWAITING', isNew: true }),
      buildProjectRow({ id: 'p2', name: 'Benefits panel', type: 'PANEL', status: 'PUBLISHED' }),
    ];
    renderInApp(<RoleProjectsList projectRole="SUPPLIER" title="Supplier Projects" />, {
      session: session(['VIEW_DASHBOARD']),
      mocks: [homeListMock('SUPPLIER', rows)],
    });
    const region = screen.getByRole('region', { name: 'Supplier Projects' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Payroll RFPNewRFP · Northwind Brokerage · Mar 2, 2030 – Apr 5, 2030In Progress',
      'Benefits panelPanel · Northwind Brokerage · Mar 2, 2030 – Apr 5, 2030Run-up',
    ]);
    expect(hrefs(region)).toEqual([
      '/invite-to-project/p1/preview',
      '/invite-to-project/p2/preview',
      '/projects/search?role=SUPPLIER',
    ]);
  });

  it('links buy-side projects to the dashboard with VIEW_DASHBOARD, else to the preview', async () => {
    const rows = [buildProjectRow({ id: 'p1', name: 'Payroll RFP', status: 'COMPLETED' })];
    const first = renderInApp(<RoleProjectsList projectRole="BUY_SIDE" title="Projects" />, {
      session: session(['VIEW_DASHBOARD']),
      mocks: [homeListMock('BUY_SIDE', rows)],
    });
    expect((await screen.findByRole('listitem')).textContent).toBe('Payroll RFPRFP · ContosoCompleted');
    expect(hrefs(screen.getByRole('region', { name: 'Projects' }))[0]).toBe('/projects/p1/dashboard');
    first.unmount();

    renderInApp(<RoleProjectsList projectRole="BUY_SIDE" title="Projects" />, {
      session: session([]),
      mocks: [homeListMock('BUY_SIDE', rows)],
    });
    await screen.findByRole('listitem');
    expect(hrefs(screen.getByRole('region', { name: 'Projects' }))[0]).toBe('/projects/p1/preview');
  });

  it('links client projects to the client data page with the client status', async () => {
    const rows = [buildProjectRow({ id: 'p1', name: 'Payroll RFP', status: 'IN_REVIEW' })];
    renderInApp(<RoleProjectsList projectRole="CLIENT" title="Client Projects" />, {
      mocks: [homeListMock('CLIENT', rows)],
    });
    expect((await screen.findByRole('listitem')).textContent).toBe('Payroll RFPRFPIn Progress');
    expect(hrefs(screen.getByRole('region', { name: 'Client Projects' }))).toEqual([
      '/client-projects/p1',
      '/projects/search?role=CLIENT',
    ]);
  });

  it('says when there are no projects and still offers Show all', async () => {
    renderInApp(<RoleProjectsList projectRole="SUPPLIER" title="Supplier Projects" />, {
      mocks: [homeListMock('SUPPLIER', [])],
    });
    expect(await screen.findByText('There are no projects yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all' }).getAttribute('href')).toBe('/projects/search?role=SUPPLIER');
  });
});

describe('CommissionedProjects', () => {
  it('is the buy-side list with Create Project for a broker with MANAGE_PROJECT_STATE', async () => {
    renderInApp(<CommissionedProjects />, {
      session: session(['MANAGE_PROJECT_STATE']),
      mocks: [homeListMock('BUY_SIDE', [buildProjectRow()])],
    });
    const region = screen.getByRole('region', { name: 'Commissioned Projects' });
    expect(within(region).getByRole('link', { name: 'Create Project' }).getAttribute('href')).toBe(
      '/project-wizard/details',
    );
    expect(await within(region).findByText('Payroll platform selection')).toBeTruthy();
  });

  it('has no Create Project and no Import Questions without the privileges', async () => {
    renderInApp(<CommissionedProjects />, { mocks: [homeListMock('BUY_SIDE', [])] });
    await screen.findByText('There are no projects yet.');
    expect(screen.queryByRole('link', { name: 'Create Project' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import Questions' })).toBeNull();
  });

  it('offers Import Questions with MANAGE_PROJECT_STATE or MANAGE_PROJECT_TEMPLATES (spec 3 §2)', async () => {
    for (const privilege of ['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_TEMPLATES'] as const) {
      const view = renderInApp(<CommissionedProjects />, {
        session: session([privilege]),
        mocks: [homeListMock('BUY_SIDE', [])],
      });
      expect(screen.getByRole('link', { name: 'Import Questions' }).getAttribute('href')).toBe(
        '/project-import-wizard/upload',
      );
      await screen.findByText('There are no projects yet.');
      view.unmount();
    }
  });
});
