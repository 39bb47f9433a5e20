import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ANSWER_MESSAGES, ERROR_CODES, MESSAGES, REPORT_MESSAGES } from '@shortlist/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFiles, stubUploads } from '../../../components/upload-queue';
import { AnswerManagementButton } from './answer-management-button';
import { ApplyAnswersDocument, ParseProjectAnswersDocument, VendorReportDocument } from './answer-management-documents';
import { ANSWER_MANAGEMENT_TITLE, AnswerManagementDrawer } from './answer-management-drawer';

const IDS = { projectId: 'project-1', productId: 'row-1' };

const parsedQuestion = (id: string, label: string, changed: boolean, problem: string | null = null) => ({
  __typename: 'ParsedAnswerQuestion',
  id,
  sectionId: 'section-1',
  label,
  row: Number(id.replace(/\D/g, '')) + 2,
  changed,
  problem,
  baseVersion: changed ? 1 : null,
  answer: {
    __typename: 'ParsedAnswer',
    value: `${label} answer`,
    secondaryValue: null,
    notApplicable: false,
    notApplicableDescription: null,
    isDraft: false,
  },
});

const parseMock = (questions: ReturnType<typeof parsedQuestion>[]): MockedResponse => ({
  request: { query: ParseProjectAnswersDocument, variables: { ...IDS, fileId: 'file-1' } },
  result: {
    data: { parseProjectAnswers: [{ __typename: 'ParsedAnswerSection', id: 'section-1', name: 'General', questions }] },
  },
});

/** The apply of exactly these parsed questions' answers, as parsed. */
const applyMock = (
  questions: ReturnType<typeof parsedQuestion>[],
  result: MockedResponse['result'],
): MockedResponse => ({
  request: {
    query: ApplyAnswersDocument,
    variables: {
      ...IDS,
      answers: questions.map(({ id, sectionId, baseVersion, answer }) => ({
        questionId: id,
        sectionId,
        baseVersion,
        value: answer.value,
        secondaryValue: answer.secondaryValue,
        notApplicable: answer.notApplicable,
        notApplicableDescription: answer.notApplicableDescription,
      })),
    },
  },
  result,
});

const APPLIED = { data: { applyAnswers: { __typename: 'AnswersApplied', id: 'row-1', applied: 2 } } };

const MIXED = [
  parsedQuestion('q1', 'Company name', true),
  parsedQuestion('q2', 'Sales e-mail', true),
  parsedQuestion('q3', 'Head count', true, 'Should be between 1 and 1000'),
  parsedQuestion('q4', 'Hosting', false),
];

function renderDrawer(
  mocks: MockedResponse[] = [],
  { mayImport = true, beforeApply = vi.fn(async () => undefined) } = {},
) {
  stubUploads();
  render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <AnswerManagementDrawer {...IDS} mayImport={mayImport} beforeApply={beforeApply} onClose={vi.fn()} />
      </SnackbarProvider>
    </MockedProvider>,
  );
  const drawer = within(screen.getByRole('dialog', { name: ANSWER_MANAGEMENT_TITLE }));
  const upload = () => chooseFiles(drawer.getByLabelText('Answers file (.xlsx)'), ['answers.xlsx']);
  return { drawer, upload, beforeApply };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AnswerManagementDrawer', () => {
  it('exports the answers, and offers the import only when it is allowed', () => {
    const { drawer } = renderDrawer([], { mayImport: false });
    const exportLink = drawer.getByRole('link', { name: 'Export Answers' });
    expect(exportLink.getAttribute('href')).toBe('/api/projects/project-1/products/row-1/answers.xlsx');
    expect(drawer.queryByRole('region', { name: 'Import Answers' })).toBeNull();
    expect(drawer.getByRole('button', { name: 'Download Vendor Report' })).toBeTruthy();
  });

  it('sums up the file, lists the invalid answers and asks before applying the valid ones only', async () => {
    const { drawer, upload } = renderDrawer([parseMock(MIXED), applyMock(MIXED.slice(0, 2), APPLIED)]);
    const panel = within(drawer.getByRole('region', { name: 'Import Answers' }));
    upload();
    await panel.findByText('Changed');
    const counts = panel.getAllByRole('definition').map((value) => value.textContent);
    expect(counts).toEqual(['2 answers', '1 answer', '1 answer']);
    const rows = within(panel.getByRole('table', { name: 'Invalid answers' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowQuestionProblem',
      '5Head countShould be between 1 and 1000',
    ]);
    fireEvent.click(panel.getByRole('button', { name: 'Apply' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Import Answers' }));
    expect(confirm.getByText(ANSWER_MESSAGES.importPartial)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(ANSWER_MESSAGES.imported)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Answers' })).toBeNull());
    expect(panel.getByRole('button', { name: 'Choose File' })).toBeTruthy();
  });

  it('applies at once when every answer is valid, and says when the import fails', async () => {
    const valid = MIXED.filter((question) => !question.problem);
    const failure = { errors: [new GraphQLError('The answers cannot be changed now')] };
    const { drawer, upload, beforeApply } = renderDrawer([parseMock(valid), applyMock(MIXED.slice(0, 2), failure)]);
    upload();
    fireEvent.click(await drawer.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(ANSWER_MESSAGES.importFailed)).toBeTruthy();
    expect(beforeApply).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Import Answers' })).toBeNull();
  });

  it('asks for the file again when answers were saved since it was read', async () => {
    const valid = MIXED.filter((question) => !question.problem);
    const stale = ANSWER_MESSAGES.importStale(1);
    const conflict = { errors: [new GraphQLError(stale, { extensions: { code: ERROR_CODES.conflict } })] };
    const { drawer, upload } = renderDrawer([parseMock(valid), applyMock(MIXED.slice(0, 2), conflict)]);
    upload();
    fireEvent.click(await drawer.findByRole('button', { name: 'Apply' }));
    expect(await drawer.findByText(stale)).toBeTruthy();
    expect(drawer.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(drawer.getByRole('button', { name: 'Choose File' })).toBeTruthy();
  });

  it('warns when the file holds nothing to apply', async () => {
    const { drawer, upload } = renderDrawer([parseMock(MIXED.slice(2))]);
    upload();
    expect(await drawer.findByText(ANSWER_MESSAGES.importEmpty)).toBeTruthy();
    expect(drawer.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('shows why a file is refused', async () => {
    const refused: MockedResponse = {
      request: { query: ParseProjectAnswersDocument, variables: { ...IDS, fileId: 'file-1' } },
      result: { errors: [new GraphQLError(MESSAGES.spreadsheetOnly)] },
    };
    const { drawer, upload } = renderDrawer([refused]);
    upload();
    expect(await drawer.findByText(MESSAGES.spreadsheetOnly)).toBeTruthy();
  });

  it('downloads the vendor report from the address the server gives', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const url = '/api/projects/project-1/products/row-1/vendor-report.xlsx';
    const { drawer } = renderDrawer([
      { request: { query: VendorReportDocument, variables: IDS }, result: { data: { vendorReport: url } } },
    ]);
    fireEvent.click(drawer.getByRole('button', { name: 'Download Vendor Report' }));
    expect(await screen.findByText(REPORT_MESSAGES.exported)).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('opens from the Answer Management button and closes again', async () => {
    render(
      <MockedProvider mocks={[]}>
        <SnackbarProvider>
          <AnswerManagementButton {...IDS} mayImport />
        </SnackbarProvider>
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: ANSWER_MANAGEMENT_TITLE }));
    const drawer = within(screen.getByRole('dialog', { name: ANSWER_MANAGEMENT_TITLE }));
    expect(drawer.getByRole('region', { name: 'Import Answers' })).toBeTruthy();
    fireEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ANSWER_MANAGEMENT_TITLE })).toBeNull());
  });
});
