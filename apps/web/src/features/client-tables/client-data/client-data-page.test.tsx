import type { MockedResponse } from '@apollo/client/testing';
import { CLIENT_TABLE_MESSAGES, ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import {
  ClientProjectDocument,
  FillClientTableDocument,
  SubmitClientTableDataDocument,
} from '../client-tables-documents';
import { ClientDataPage } from './client-data-page';

const DATA = {
  columns: [
    { id: 'q', title: 'Question', meta: { clientResponse: false } },
    { id: 'a', title: 'Answer', meta: { clientResponse: true } },
  ],
  rows: [
    {
      id: 'r1',
      cells: {
        q: { value: { type: 'text', content: 'Headcount' }, options: { maxLength: 1000 } },
        a: { value: { type: 'text', content: '' }, options: { maxLength: 20 } },
      },
    },
  ],
};

const project = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ClientProject',
  id: 'p1',
  name: 'Benefits RFP',
  type: 'RFP',
  status: 'IN_REVIEW',
  brokerageFirm: 'Northwind Brokerage',
  clientTablesStatus: 'DRAFT',
  clientTablesDeadline: '2026-12-01T12:00:00.000Z',
  locked: false,
  editProblem: null,
  clientTables: [
    {
      __typename: 'ClientTable',
      id: 't1',
      name: 'Census',
      visibleToVendor: false,
      data: DATA,
      version: 3,
      updatedAt: '',
    },
  ],
  ...overrides,
});

const load = (value = project()): MockedResponse => ({
  request: { query: ClientProjectDocument, variables: { id: 'p1' } },
  result: { data: { clientProject: value } },
});

function renderPage(mocks: MockedResponse[]) {
  renderInApp(<ClientDataPage />, { mocks, path: '/client-projects/p1', route: '/client-projects/:id' });
}

describe('the client data page (spec 2 §2)', () => {
  it('shows the project, its brokerage firm and deadline, and lets only client-response cells be filled', async () => {
    renderPage([load()]);
    expect(await screen.findByRole('heading', { name: 'Benefits RFP' })).toBeTruthy();
    expect(screen.getByText('Brokerage firm: Northwind Brokerage')).toBeTruthy();
    expect(screen.getByText('Deadline: Dec 1, 2026')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Unlocked' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Census' })).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Census' }));
    expect(table.getByRole('textbox', { name: 'Answer, row 1' })).toBeTruthy();
    expect(table.queryByRole('textbox', { name: 'Question, row 1' })).toBeNull();
    expect(table.getByText('Headcount')).toBeTruthy();
  });

  it("says 'Unable to save data. {message}' when a save is refused", async () => {
    const [row] = DATA.rows;
    const answer = { value: { type: 'text', content: '1200' }, options: { maxLength: 20 } };
    const filled = { ...DATA, rows: [{ id: 'r1', cells: { ...row?.cells, a: answer } }] };
    const refused: MockedResponse = {
      request: { query: FillClientTableDocument, variables: { projectId: 'p1', id: 't1', version: 3, data: filled } },
      result: { errors: [new GraphQLError('The client tables are locked')] },
    };
    renderPage([load(), refused]);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Answer, row 1' }), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CLIENT_TABLE_MESSAGES.saveFailed('The client tables are locked'))).toBeTruthy();
  });

  describe('two people saving the same table', () => {
    const withAnswer = (content: string) => {
      const [row] = DATA.rows;
      const answer = { value: { type: 'text', content }, options: { maxLength: 20 } };
      return { ...DATA, rows: [{ id: 'r1', cells: { ...row?.cells, a: answer } }] };
    };
    const tableAt = (version: number, content: string) => ({
      __typename: 'ClientTable',
      id: 't1',
      name: 'Census',
      visibleToVendor: false,
      data: withAnswer(content),
      version,
      updatedAt: '',
    });
    const fillMock = (version: number, content: string, result: MockedResponse['result']): MockedResponse => ({
      request: {
        query: FillClientTableDocument,
        variables: { projectId: 'p1', id: 't1', version, data: withAnswer(content) },
      },
      result,
    });
    const conflict = fillMock(3, 'mine', {
      errors: [new GraphQLError(MESSAGES.staleVersion('table'), { extensions: { code: ERROR_CODES.conflict } })],
    });
    const theirs = load(project({ clientTables: [tableAt(4, 'theirs')] }));

    async function typeAndMeetTheirs(mocks: MockedResponse[]) {
      renderPage([load(), conflict, theirs, ...mocks]);
      fireEvent.change(await screen.findByRole('textbox', { name: 'Answer, row 1' }), { target: { value: 'mine' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      return within(await screen.findByRole('dialog', { name: CLIENT_TABLE_MESSAGES.conflict }));
    }

    const pageAnswer = () => screen.getByRole('textbox', { name: 'Answer, row 1' });

    it('keeps what was typed and shows it beside the saved table', async () => {
      const dialog = await typeAndMeetTheirs([]);
      expect(dialog.getByText('Census')).toBeTruthy();
      expect(within(dialog.getByRole('table', { name: 'Yours' })).getByText('mine')).toBeTruthy();
      expect(within(dialog.getByRole('table', { name: 'Saved' })).getByText('theirs')).toBeTruthy();
      fireEvent.keyDown(dialog.getByRole('button', { name: 'Use Saved' }), { key: 'Escape' });
      expect(screen.getByRole('dialog', { name: CLIENT_TABLE_MESSAGES.conflict })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Answer, row 1', hidden: true })).toHaveProperty('value', 'mine');
    });

    it('shows the saved table on Use Saved', async () => {
      const dialog = await typeAndMeetTheirs([]);
      fireEvent.click(dialog.getByRole('button', { name: 'Use Saved' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(pageAnswer()).toHaveProperty('value', 'theirs');
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    });

    it('saves what was typed over the newer version on Keep Mine', async () => {
      const dialog = await typeAndMeetTheirs([fillMock(4, 'mine', { data: { fillClientTable: tableAt(5, 'mine') } })]);
      fireEvent.click(dialog.getByRole('button', { name: 'Keep Mine' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(pageAnswer()).toHaveProperty('value', 'mine');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true));
      expect(screen.getByRole('button', { name: 'Submit Data' })).toHaveProperty('disabled', false);
    });
  });

  it("submits after a confirmation, and says 'Unable to submit data' on failure", async () => {
    const refused: MockedResponse = {
      request: { query: SubmitClientTableDataDocument, variables: { projectId: 'p1' } },
      result: { errors: [new GraphQLError('Nope')] },
    };
    renderPage([load(), refused]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Data' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Submit Data' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unable to submit data')).toBeTruthy();
  });

  it('shows locked data read-only without Submit Data', async () => {
    renderPage([
      load(project({ locked: true, clientTablesStatus: 'SUBMITTED', editProblem: CLIENT_TABLE_MESSAGES.locked })),
    ]);
    expect(await screen.findByRole('img', { name: 'Locked' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Answer, row 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Data' })).toBeNull();
    expect(screen.getByText(CLIENT_TABLE_MESSAGES.locked)).toBeTruthy();
  });
});
