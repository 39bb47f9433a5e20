import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ANSWER_LIMITS, ANSWER_MESSAGES, MESSAGES } from '@shortlist/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { RequestAnswerUpdateDocument } from './broker-answers-documents';
import { REQUEST_UPDATE_TITLE, RequestUpdateDialog } from './request-update-dialog';

const ANSWER = { projectId: 'project-1', productId: 'row-1', sectionId: 'section-1', questionId: 'question-1' };

const requestMock = (notes: string, result: MockedResponse['result']): MockedResponse => ({
  request: { query: RequestAnswerUpdateDocument, variables: { input: { ...ANSWER, notes } } },
  result,
});

const REQUESTED = {
  requestAnswerUpdate: {
    __typename: 'ProductAnswer',
    id: 'answer-1',
    questionId: 'question-1',
    value: 'Acme',
    secondaryValue: null,
    notApplicable: false,
    notApplicableDescription: null,
    isDraft: false,
    status: 'REQUESTED',
    requestNote: 'Please give the legal name',
    answeredAt: '2030-03-10T00:00:00.000Z',
  },
};

function renderDialog(mocks: MockedResponse[] = []) {
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <RequestUpdateDialog answer={ANSWER} questionLabel="Company name" onClose={onClose} />
      </SnackbarProvider>
    </MockedProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: REQUEST_UPDATE_TITLE }));
  return { dialog, onClose };
}

describe('RequestUpdateDialog', () => {
  it('names the question and sends the trimmed notes: The request is sent', async () => {
    const { dialog, onClose } = renderDialog([requestMock('Please give the legal name', { data: REQUESTED })]);
    expect(dialog.getByText('Company name')).toBeTruthy();
    const notes = dialog.getByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: '  Please give the legal name  ' } });
    expect(dialog.getByText(`26/${ANSWER_LIMITS.requestNote}`)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(ANSWER_MESSAGES.requestSent)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends an empty note (the server gives it the default text) and says when the request fails', async () => {
    const { dialog, onClose } = renderDialog([requestMock('', { errors: [new GraphQLError('Refused')] })]);
    expect(dialog.getByRole('textbox', { name: 'Notes' }).getAttribute('placeholder')).toBe(
      ANSWER_MESSAGES.requestedNote,
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(ANSWER_MESSAGES.requestFailed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses notes over 500 characters, and Cancel closes', async () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'x'.repeat(ANSWER_LIMITS.requestNote + 1) },
    });
    expect(dialog.getByText(MESSAGES.maxLength(ANSWER_LIMITS.requestNote))).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Send Request' })).toHaveProperty('disabled', true);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
