import { ON_BEHALF_PICKER_SIZE } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readOnBehalfChoice, reloadAtHome, storeOnBehalfChoice } from '../../../lib/on-behalf';
import { buildProfile, buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { adminProfile, companyOf } from '../admin-test-kit';
import { OnBehalfCompaniesDocument } from './on-behalf-documents';
import { OnBehalfPicker } from './on-behalf-picker';

vi.mock('../../../lib/on-behalf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/on-behalf')>()),
  reloadAtHome: vi.fn(),
}));

const companiesMock = {
  request: { query: OnBehalfCompaniesDocument, variables: { pageSize: ON_BEHALF_PICKER_SIZE } },
  result: {
    data: {
      companies: {
        __typename: 'CompanyPage',
        results: [
          { __typename: 'Company', id: 'northwind', name: 'Northwind Brokerage' },
          { __typename: 'Company', id: 'contoso', name: 'Contoso Brokers' },
        ],
      },
    },
  },
};

async function openPicker() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Manage on behalf of' }));
  return screen.findByRole('listbox');
}

beforeEach(() => {
  vi.mocked(reloadAtHome).mockClear();
});

describe('OnBehalfPicker', () => {
  it('is not shown to a broker', () => {
    renderInApp(<OnBehalfPicker />, { session: buildSession({ profile: buildProfile({ type: 'BROKER' }) }) });
    expect(screen.queryByRole('combobox', { name: 'Manage on behalf of' })).toBeNull();
  });

  it('lists the own company first, then the companies that allow it; choosing one stores it and reloads', async () => {
    renderInApp(<OnBehalfPicker />, { session: buildSession({ profile: adminProfile() }), mocks: [companiesMock] });
    const listbox = await openPicker();
    await within(listbox).findByRole('option', { name: 'Northwind Brokerage' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Shortlist Platform', 'Northwind Brokerage', 'Contoso Brokers']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Northwind Brokerage' }));
    expect(readOnBehalfChoice()).toEqual({
      companyId: 'northwind',
      companyName: 'Northwind Brokerage',
      ownCompany: { id: 'platform', name: 'Shortlist Platform' },
    });
    expect(reloadAtHome).toHaveBeenCalledTimes(1);
  });

  it('while acting, shows the chosen company and choosing the own company stops acting', async () => {
    storeOnBehalfChoice({
      companyId: 'northwind',
      companyName: 'Northwind Brokerage',
      ownCompany: { id: 'platform', name: 'Shortlist Platform' },
    });
    const acting = adminProfile({ company: companyOf('northwind', 'Northwind Brokerage') });
    renderInApp(<OnBehalfPicker />, { session: buildSession({ profile: acting }), mocks: [companiesMock] });
    const combobox = await screen.findByRole('combobox', { name: 'Manage on behalf of' });
    expect(combobox.textContent).toBe('Northwind Brokerage');
    const listbox = await openPicker();
    fireEvent.click(within(listbox).getByRole('option', { name: 'Shortlist Platform' }));
    expect(readOnBehalfChoice()).toBeNull();
    expect(reloadAtHome).toHaveBeenCalledTimes(1);
  });

  it('forgets the choice when nobody is signed in', () => {
    storeOnBehalfChoice({ companyId: 'northwind', companyName: 'N', ownCompany: { id: 'platform', name: 'P' } });
    renderInApp(<OnBehalfPicker />, { session: buildSession({ profile: null }) });
    expect(readOnBehalfChoice()).toBeNull();
  });
});
