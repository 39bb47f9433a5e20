import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ANSWER_MESSAGES, PRODUCT_DEADLINE_IN_PAST as DEADLINE_IN_PAST, type ProjectStatus } from '@shortlist/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { fromDateInput } from '../../../lib/project-dates';
import { buildQuestionDefinition } from '../../question-editor';
import {
  ProductAnswersDocument,
  RequestProductAnswersDocument,
  SubmitProductAnswersDocument,
} from './broker-answers-documents';
import { PRODUCT_MENU_ITEMS, ProductAnswersMenu } from './product-answers-menu';
import { REQUEST_UPDATE_TITLE } from './request-update-dialog';
import { DEADLINE_SET } from './use-product-answer-actions';

const NAME = 'Acme — Acme Payroll';
const PROJECT = 'project-1';
const ACCEPTED = {
  id: 'row-1',
  name: NAME,
  participationStatus: 'ACCEPTED',
  answersSubmittedAt: null,
  answersSubmitDeadline: null,
} as const;

type Supplier = Parameters<typeof ProductAnswersMenu>[0]['supplier'];

function renderMenu(
  status: ProjectStatus,
  supplier: Supplier = ACCEPTED,
  mocks: MockedResponse[] = [],
  enableExtendedAnswersDeadline = true,
) {
  render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <ProductAnswersMenu
          project={{ id: PROJECT, status, settings: { enableExtendedAnswersDeadline } }}
          supplier={supplier}
        />
      </SnackbarProvider>
    </MockedProvider>,
  );
}

/** Opens the menu and answers its items' names. */
function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: `Answers ${NAME}` }));
  const menu = within(screen.getByRole('menu'));
  return { menu, items: menu.getAllByRole('menuitem').map((item) => item.textContent) };
}

const submitMock = (products: Array<{ id: string; deadline?: string }>, result: MockedResponse['result']) => ({
  request: { query: SubmitProductAnswersDocument, variables: { projectId: PROJECT, products } },
  result,
});

describe('ProductAnswersMenu', () => {
  it('is there only for an accepted supplier once answering has begun', () => {
    renderMenu('PUBLISHED');
    expect(screen.queryByRole('button', { name: `Answers ${NAME}` })).toBeNull();
    renderMenu('AWAITING', { ...ACCEPTED, participationStatus: 'INVITED' });
    expect(screen.queryByRole('button', { name: `Answers ${NAME}` })).toBeNull();
  });

  it('offers every action while answers are awaited', () => {
    renderMenu('SCORING');
    expect(openMenu().items).toEqual(Object.values(PRODUCT_MENU_ITEMS));
  });

  it('offers no deadline without the extended answers deadline, and keeps a given deadline final', () => {
    renderMenu('AWAITING', ACCEPTED, [], false);
    expect(openMenu().items).toEqual([PRODUCT_MENU_ITEMS.view, PRODUCT_MENU_ITEMS.request, PRODUCT_MENU_ITEMS.submit]);
    cleanup();
    renderMenu('SCORING', { ...ACCEPTED, answersSubmitDeadline: '2030-03-20T12:00:00.000Z' });
    expect(openMenu().items).toEqual([PRODUCT_MENU_ITEMS.view, PRODUCT_MENU_ITEMS.request]);
  });

  it('offers only View Answers once the answers are submitted', () => {
    renderMenu('AWAITING', { ...ACCEPTED, answersSubmittedAt: '2030-03-10T00:00:00.000Z' });
    expect(openMenu().items).toEqual([PRODUCT_MENU_ITEMS.view]);
  });

  it('offers only View Answers in COMPLETED', () => {
    renderMenu('COMPLETED');
    expect(openMenu().items).toEqual([PRODUCT_MENU_ITEMS.view]);
  });

  it('requests the answers: The request is sent', async () => {
    renderMenu('AWAITING', ACCEPTED, [
      {
        request: {
          query: RequestProductAnswersDocument,
          variables: { projectId: PROJECT, products: [{ id: 'row-1' }] },
        },
        result: { data: { requestProductAnswers: true } },
      },
    ]);
    fireEvent.click(openMenu().menu.getByRole('menuitem', { name: PRODUCT_MENU_ITEMS.request }));
    expect(await screen.findByText(ANSWER_MESSAGES.requestSent)).toBeTruthy();
  });

  it('force-submits after confirmation, and says when it fails', async () => {
    renderMenu('AWAITING', ACCEPTED, [
      submitMock([{ id: 'row-1' }], { errors: [new GraphQLError('Refused')] }),
      submitMock([{ id: 'row-1' }], { data: { submitProductAnswers: PROJECT } }),
    ]);
    const confirm = async () => {
      fireEvent.click(openMenu().menu.getByRole('menuitem', { name: PRODUCT_MENU_ITEMS.submit }));
      const dialog = within(await screen.findByRole('dialog', { name: PRODUCT_MENU_ITEMS.submit }));
      fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    };
    await confirm();
    expect(await screen.findByText(ANSWER_MESSAGES.productSubmitFailed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await confirm();
    expect(await screen.findByText(ANSWER_MESSAGES.productSubmitted)).toBeTruthy();
  });

  it('sets a deadline later than now', async () => {
    const future = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const deadline = fromDateInput(future)?.toISOString() ?? '';
    renderMenu('SCORING', ACCEPTED, [
      submitMock([{ id: 'row-1', deadline }], { data: { submitProductAnswers: PROJECT } }),
    ]);
    fireEvent.click(openMenu().menu.getByRole('menuitem', { name: PRODUCT_MENU_ITEMS.deadline }));
    const dialog = within(await screen.findByRole('dialog', { name: PRODUCT_MENU_ITEMS.deadline }));
    const field = dialog.getByLabelText(/Deadline/);
    fireEvent.change(field, { target: { value: '2020-01-01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText(DEADLINE_IN_PAST)).toBeTruthy();
    fireEvent.change(field, { target: { value: future } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DEADLINE_SET)).toBeTruthy();
  });

  it('views the answers read-only, with Request Update where the server offers it', async () => {
    const answer = (questionId: string, value: unknown, extra: Record<string, unknown> = {}) => ({
      __typename: 'ProductAnswer',
      id: `answer-${questionId}`,
      questionId,
      value,
      secondaryValue: null,
      notApplicable: false,
      notApplicableDescription: null,
      isDraft: false,
      status: null,
      requestNote: null,
      answeredAt: '2030-03-10T00:00:00.000Z',
      ...extra,
    });
    const question = (questionId: string, label: string, mayRequestUpdate: boolean, given: unknown) => ({
      __typename: 'ProductAnswersQuestion',
      questionId,
      mayRequestUpdate,
      definition: buildQuestionDefinition(label),
      answer: given,
    });
    const view = {
      __typename: 'ProductAnswers',
      projectId: PROJECT,
      productId: 'row-1',
      name: NAME,
      answersSubmittedAt: '2030-03-10T12:00:00.000Z',
      answersSubmitDeadline: null,
      requestsOffered: true,
      sections: [
        {
          __typename: 'ProductAnswersSection',
          sectionId: 'section-1',
          name: 'General',
          description: '',
          questions: [
            question('q-1', 'Company name', true, answer('q-1', 'Acme Ltd')),
            question(
              'q-2',
              'Head office',
              false,
              answer('q-2', 'Berlin', { status: 'REQUESTED', requestNote: 'City?' }),
            ),
            question('q-3', 'Founded', false, null),
          ],
        },
      ],
    };
    renderMenu('SCORING', { ...ACCEPTED, answersSubmittedAt: view.answersSubmittedAt }, [
      {
        request: { query: ProductAnswersDocument, variables: { projectId: PROJECT, productId: 'row-1' } },
        result: { data: { productAnswers: view } },
      },
    ]);
    fireEvent.click(openMenu().menu.getByRole('menuitem', { name: PRODUCT_MENU_ITEMS.view }));
    const drawer = within(await screen.findByRole('dialog', { name: `Answers of ${NAME}` }));
    expect(await drawer.findByText('Acme Ltd')).toBeTruthy();
    expect(drawer.getByText('Submitted on Mar 10, 2030')).toBeTruthy();
    expect(drawer.getByText(ANSWER_MESSAGES.requestedLabel)).toBeTruthy();
    expect(drawer.getByText('City?')).toBeTruthy();
    expect(drawer.getByText('No answer')).toBeTruthy();
    expect(drawer.getAllByRole('button', { name: new RegExp(`^${REQUEST_UPDATE_TITLE}`) })).toHaveLength(1);
    fireEvent.click(drawer.getByRole('button', { name: `${REQUEST_UPDATE_TITLE}: Company name` }));
    expect(await screen.findByRole('dialog', { name: REQUEST_UPDATE_TITLE })).toBeTruthy();
  });
});
