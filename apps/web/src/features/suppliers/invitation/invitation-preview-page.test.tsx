import type { MockedResponse } from '@apollo/client/testing';
import { INVITATION_TEXTS, type ParticipationStatus } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { INVITATION_PATHS } from '../../../lib/invitation-paths';
import { buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { buildQuestion, buildQuestionnaire, buildSection, questionnaireMock } from '../../answers';
import {
  AcceptProjectInvitationDocument,
  DeclineProjectInvitationDocument,
  SupplierProjectDocument,
} from './invitation-documents';
import { InvitationPreviewPage } from './invitation-preview-page';
import { PRODUCT_ID, PROJECT_ID, product, projectMock } from './invitation-test-kit';

/** What the accepted supplier reads of the published project: the questions, read-only, without answers yet. */
const publishedQuestionnaireMock = (productId = PRODUCT_ID) =>
  questionnaireMock(
    buildQuestionnaire(
      [buildSection('section-1', 'General', [buildQuestion('question-1', 'Company name', { mayChange: false })])],
      {
        projectStatus: 'PUBLISHED',
        mayAnswer: false,
        maySubmit: false,
        mayImport: false,
        questionsReadOnly: true,
      },
    ),
    productId,
  );

const ANSWERS = {
  accept: { query: AcceptProjectInvitationDocument, field: 'acceptProjectInvitation' },
  decline: { query: DeclineProjectInvitationDocument, field: 'declineProjectInvitation' },
} as const;

const answerMock = (kind: keyof typeof ANSWERS, status: ParticipationStatus): MockedResponse => ({
  request: {
    query: ANSWERS[kind].query,
    variables: {
      projectId: PROJECT_ID,
      productId: PRODUCT_ID,
      hash: null,
      ...(kind === 'accept' ? { ownProductId: null } : {}),
    },
  },
  result: {
    data: {
      [ANSWERS[kind].field]: {
        __typename: 'SupplierProjectProduct',
        id: PRODUCT_ID,
        participationStatus: status,
        ...(kind === 'accept' ? { productId: 'own-product' } : {}),
      },
    },
  },
});

/** The step the road map marks current. */
const currentStep = () => document.querySelector('[aria-label="Road Map"] [aria-current="step"]')?.textContent ?? '';

const renderPreview = (mocks: MockedResponse[], path = `/invite-to-project/${PROJECT_ID}/preview`) =>
  renderInApp(<InvitationPreviewPage />, {
    mocks,
    path,
    route: INVITATION_PATHS.previewRoute,
    otherRoutes: [{ path: INVITATION_PATHS.productPreviewRoute, element: <InvitationPreviewPage /> }],
  });

describe('InvitationPreviewPage', () => {
  it('accepts the invitation through the accept form, then shows the Accepted banner and the questions', async () => {
    renderPreview([
      projectMock([product('INVITED')]),
      answerMock('accept', 'ACCEPTED'),
      projectMock([product('ACCEPTED')]),
      publishedQuestionnaireMock(),
    ]);
    expect(await screen.findByRole('heading', { name: 'Benefits Broker RFP' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Project FAQ' }).getAttribute('href')).toBe(
      `/invite-to-project/${PROJECT_ID}/faq`,
    );
    expect(screen.getByText('Run-up')).toBeTruthy();
    expect(currentStep()).toContain('Awaiting Your Approval');
    expect(screen.queryByRole('heading', { name: 'Questions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    const dialog = await screen.findByRole('dialog', { name: INVITATION_TEXTS.acceptTitle });
    expect(within(dialog).getByRole('textbox', { name: 'Product' })).toHaveProperty('value', 'Acme People HRIS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(INVITATION_TEXTS.accepted)).toBeTruthy();
    expect(await screen.findByText('Accepted')).toBeTruthy();
    // The supplier's approval is given: answering is the current step, not open until Awaiting Answers.
    await waitFor(() => expect(currentStep()).toContain('Answering Questions'));
    expect(currentStep()).toContain('Not open yet');
    expect(await screen.findByRole('heading', { name: 'Questions' })).toBeTruthy();
    expect(await screen.findByText('Company name')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer Questions' }).getAttribute('href')).toBe(
      `/invite-to-project/${PROJECT_ID}/questions/${PRODUCT_ID}`,
    );
  });

  it('declines after the confirmation and stays on the preview of the product', async () => {
    const { router } = renderPreview([
      projectMock([product('ACCEPTED')]),
      publishedQuestionnaireMock(),
      answerMock('decline', 'DECLINED'),
      projectMock([product('DECLINED')]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Invitation' }));
    const dialog = await screen.findByRole('dialog', { name: INVITATION_TEXTS.declineTitle });
    expect(within(dialog).getByText(INVITATION_TEXTS.declineWarning)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(INVITATION_TEXTS.declined)).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/invite-to-project/${PROJECT_ID}/preview/${PRODUCT_ID}`),
    );
  });

  it('switches between the company’s invited products', async () => {
    const { router } = renderPreview([
      projectMock([product('INVITED'), product('ACCEPTED', 'invitation-2', 'Acme Payroll Cloud')]),
      publishedQuestionnaireMock('invitation-2'),
    ]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Product' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Acme Payroll Cloud' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/invite-to-project/${PROJECT_ID}/preview/invitation-2`),
    );
  });

  it('sends a missing invitation with a token to registration, and without one home', async () => {
    const missing = (hash: string | null): MockedResponse => ({
      request: { query: SupplierProjectDocument, variables: { id: PROJECT_ID, hash } },
      result: { errors: [new GraphQLError('Project not found', { extensions: { code: 'NOT_FOUND' } })] },
    });
    const withToken = renderPreview([missing('abc')], `/invite-to-project/${PROJECT_ID}/preview?hash=abc`);
    await waitFor(() => expect(withToken.router.state.location.pathname).toBe('/register'));
    expect(withToken.router.state.location.search).toBe('?token=abc');
    withToken.unmount();
    const without = renderPreview([missing(null)]);
    await waitFor(() => expect(without.router.state.location.pathname).toBe('/'));
  });

  it('offers a signed-out visitor with a token Register Profile', async () => {
    renderInApp(<InvitationPreviewPage />, {
      session: buildSession({ profile: null }),
      mocks: [projectMock([product('INVITED')], 'abc')],
      path: `/invite-to-project/${PROJECT_ID}/preview?hash=abc`,
      route: INVITATION_PATHS.previewRoute,
    });
    const register = await screen.findByRole('link', { name: 'Register Profile' });
    expect(register.getAttribute('href')).toBe('/register?token=abc');
  });

  it('shows a signed-in user of another company holding the link what any holder reads, without answering', async () => {
    renderPreview([projectMock([product('ACCEPTED')], 'abc')], `/invite-to-project/${PROJECT_ID}/preview?hash=abc`);
    expect(await screen.findByText('Company name')).toBeTruthy();
    // The link's holder reaches the FAQ with the link's token.
    expect(screen.getByRole('link', { name: 'Project FAQ' }).getAttribute('href')).toBe(
      `/invite-to-project/${PROJECT_ID}/faq?hash=abc`,
    );
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Answer Questions' })).toBeNull();
  });
});
