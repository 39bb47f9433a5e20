import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancelAiSearchDocument, StartAiSearchDocument } from '../../../gql/graphql';
import { aiSearchMock, buildAiSearch } from '../../ai';
import { announceLiveNotification } from '../../notifications';
import { PROJECT_ID } from '../../projects';
import { directoryMock, listMock, renderSuppliers } from '../project-suppliers-test-kit';
import { AddProjectSuppliersDocument } from '../suppliers-documents';
import type { SearchProduct } from './ai-supplier-item';

const SUGGESTION: SearchProduct = {
  id: 'product-ai',
  name: 'Initech — Initech Payroll',
  email: 'sales@initech.example',
  contactName: 'Bill Lumbergh',
  industry: 'HR Software',
  purpose: 'Runs payroll in 40 countries, which the keyword asks for.',
  relatedLinks: ['https://initech.example'],
  isAdded: false,
  status: 'NEW',
  projectProductId: null,
};
const RESULTS = buildAiSearch('PRODUCTS', { products: [SUGGESTION] });
const PENDING = buildAiSearch('PRODUCTS', { status: 'PENDING', keyword: 'benefits', finishedAt: null });

const card = () => within(screen.getByRole('region', { name: 'AI Supplier Search' }));
const keywordField = () => card().getByRole('textbox', { name: 'What are you looking for?' });
const searchButton = () => card().getByRole('button', { name: 'Search' }) as HTMLButtonElement;

async function render(mocks: MockedResponse[]) {
  renderSuppliers('IN_REVIEW', [listMock([]), directoryMock([]), ...mocks]);
  await screen.findByRole('region', { name: 'AI Supplier Search' });
}

const startMock = (keyword: string): MockedResponse => ({
  request: { query: StartAiSearchDocument, variables: { projectId: PROJECT_ID, type: 'PRODUCTS', keyword } },
  result: { data: { startAiSearch: { ...PENDING, keyword } } },
});

describe('the AI supplier search card (spec 2 §3 Search (AI), §4, §9)', () => {
  it('with an unlimited plan shows no allowance and searches once a keyword is typed', async () => {
    await render([]);
    expect(searchButton().disabled).toBe(true);
    fireEvent.change(keywordField(), { target: { value: 'payroll' } });
    expect(searchButton().disabled).toBe(false);
    expect(card().queryByRole('link', { name: 'Upgrade your plan' })).toBeNull();
  });

  it('shows what remains of the plan (one search: the singular) with the upgrade link to /pricing', async () => {
    await render([aiSearchMock(PROJECT_ID, 'PRODUCTS', null, { used: 2, max: 3, remaining: 1 }, 1)]);
    expect(
      await card().findByText(
        'You have used 2 of 3 AI supplier searches for this project. 1 AI supplier search left for this project.',
      ),
    ).toBeTruthy();
    expect(card().getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/pricing');
  });

  it('at 0 remaining disables Search and warns with the used/max and the upgrade link to /pricing', async () => {
    await render([aiSearchMock(PROJECT_ID, 'PRODUCTS', null, { used: 3, max: 3, remaining: 0 })]);
    const warning = await card().findByText(
      'You have used 3 of 3 AI supplier searches for this project. Please upgrade your plan to run more.',
    );
    expect(warning).toBeTruthy();
    expect(card().getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/pricing');
    fireEvent.change(keywordField(), { target: { value: 'payroll' } });
    expect(searchButton().disabled).toBe(true);
  });

  it('asks before a new search replaces the current results, then shows the generating indicator', async () => {
    await render([
      aiSearchMock(PROJECT_ID, 'PRODUCTS', RESULTS, undefined, 1),
      startMock('benefits'),
      aiSearchMock(PROJECT_ID, 'PRODUCTS', PENDING),
    ]);
    expect(await card().findByText('Initech — Initech Payroll')).toBeTruthy();
    expect(card().getByText('AI suggestions are advisory: check them before you rely on them.')).toBeTruthy();
    fireEvent.change(keywordField(), { target: { value: '  benefits ' } });
    fireEvent.click(searchButton());
    const dialog = screen.getByRole('dialog', { name: 'Replace the results?' });
    expect(dialog.textContent).toContain('Starting a new search replaces all current results.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('progressbar', { name: 'Generating AI suggestions for benefits' })).toBeTruthy();
    expect(searchButton().disabled).toBe(true);
  });

  it('cancels a pending search', async () => {
    const cancelMock: MockedResponse = {
      request: { query: CancelAiSearchDocument, variables: { projectId: PROJECT_ID, type: 'PRODUCTS' } },
      result: { data: { cancelAiSearch: true } },
    };
    await render([aiSearchMock(PROJECT_ID, 'PRODUCTS', PENDING, undefined, 1), cancelMock]);
    expect(await card().findByRole('progressbar', { name: 'Generating AI suggestions for benefits' })).toBeTruthy();
    fireEvent.click(card().getByRole('button', { name: 'Cancel search' }));
    await waitFor(() => expect(card().queryByRole('progressbar')).toBeNull());
  });

  it('on the search request completed notification shows the results and clears the keyword', async () => {
    await render([
      aiSearchMock(PROJECT_ID, 'PRODUCTS', null, undefined, 1),
      startMock('payroll'),
      aiSearchMock(PROJECT_ID, 'PRODUCTS', { ...PENDING, keyword: 'payroll' }, undefined, 1),
      aiSearchMock(PROJECT_ID, 'PRODUCTS', RESULTS),
    ]);
    fireEvent.change(keywordField(), { target: { value: 'payroll' } });
    fireEvent.click(searchButton());
    await card().findByRole('progressbar');
    expect((keywordField() as HTMLInputElement).value).toBe('payroll');
    announceLiveNotification({
      id: 'n-1',
      kind: 'SEARCH_REQUEST_COMPLETED',
      new: true,
      createdAt: '2030-03-01T10:00:05.000Z',
      message: 'Your search for payroll is complete',
      link: null,
    });
    expect(await card().findByText('Initech — Initech Payroll')).toBeTruthy();
    // The results and the cleared keyword arrive in separate renders (the refetch, then the awaited search's end).
    await waitFor(() => expect((keywordField() as HTMLInputElement).value).toBe(''));
  });

  it('clears the keyword and shows the results of a job that ended before the page asked again', async () => {
    await render([
      aiSearchMock(PROJECT_ID, 'PRODUCTS', null, undefined, 1),
      startMock('payroll'),
      aiSearchMock(PROJECT_ID, 'PRODUCTS', RESULTS),
    ]);
    fireEvent.change(keywordField(), { target: { value: 'payroll' } });
    fireEvent.click(searchButton());
    expect(await card().findByText('Initech — Initech Payroll')).toBeTruthy();
    await waitFor(() => expect((keywordField() as HTMLInputElement).value).toBe(''));
  });

  it('invites a suggestion with its purpose as the reason for selection, and shows its details', async () => {
    const addMock: MockedResponse = {
      request: {
        query: AddProjectSuppliersDocument,
        variables: { projectId: PROJECT_ID, products: [{ id: SUGGESTION.id, purpose: SUGGESTION.purpose }] },
      },
      result: { data: { addProjectSuppliers: true } },
    };
    const added: SearchProduct = { ...SUGGESTION, isAdded: true, status: 'PRESELECTED', projectProductId: 'pp-9' };
    await render([
      aiSearchMock(PROJECT_ID, 'PRODUCTS', RESULTS, undefined, 1),
      addMock,
      aiSearchMock(PROJECT_ID, 'PRODUCTS', buildAiSearch('PRODUCTS', { products: [added] })),
    ]);
    const list = within(await card().findByRole('list', { name: 'AI supplier suggestions' }));
    expect(list.getByText('New')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Details of Initech — Initech Payroll' }));
    expect(list.getByText(SUGGESTION.purpose)).toBeTruthy();
    expect(list.getByText('Industry: HR Software')).toBeTruthy();
    expect(list.getByRole('link', { name: 'sales@initech.example' }).getAttribute('href')).toBe(
      'mailto:sales@initech.example',
    );
    fireEvent.click(list.getByRole('button', { name: 'Invite Initech — Initech Payroll' }));
    expect(await list.findByRole('button', { name: 'Revoke Initech — Initech Payroll' })).toBeTruthy();
    expect(list.getByText('Preselected')).toBeTruthy();
  });
});
