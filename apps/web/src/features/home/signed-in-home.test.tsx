import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { homeListMock, monthMock, upcomingMock } from './home-test-kit';
import { SignedInHome } from './signed-in-home';

const NOW = new Date('2030-03-10T15:00:00.000Z');

describe('SignedInHome', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const calendarMocks = [upcomingMock(NOW, []), monthMock({ year: 2030, month: 3 }, [])];

  it('gives a broker the deadline calendar and the commissioned projects', async () => {
    const profile = buildProfile({ firstName: 'Peter', privileges: ['VIEW_DASHBOARD'] });
    renderInApp(<SignedInHome profile={profile} />, {
      session: buildSession({ profile }),
      mocks: [...calendarMocks, homeListMock('BUY_SIDE', [])],
    });
    expect(screen.getByRole('heading', { name: 'Welcome, Peter' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Deadlines' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Commissioned Projects' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Supplier Projects' })).toBeNull();
    expect(await screen.findByText('There are no upcoming deadlines.')).toBeTruthy();
  });

  it('gives a supplier user the supplier-role list instead', async () => {
    const profile = buildProfile({ type: 'SUPPLIER', firstName: 'Sam' });
    renderInApp(<SignedInHome profile={profile} />, {
      session: buildSession({ profile }),
      mocks: [...calendarMocks, homeListMock('SUPPLIER', [])],
    });
    expect(screen.getByRole('region', { name: 'Supplier Projects' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Deadlines' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Commissioned Projects' })).toBeNull();
    expect(await screen.findByText('There are no projects yet.')).toBeTruthy();
  });

  it('gives a client user the client-role list', async () => {
    const profile = buildProfile({ type: 'CLIENT', firstName: 'Cleo' });
    renderInApp(<SignedInHome profile={profile} />, {
      session: buildSession({ profile }),
      mocks: [homeListMock('CLIENT', [])],
    });
    expect(screen.getByRole('region', { name: 'Client Projects' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Deadlines' })).toBeNull();
  });
});
