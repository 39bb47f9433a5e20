import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFiles, stubUploads } from '../../../components/upload-queue';
import { renderInApp } from '../../../test/render-in-app';
import { choose, type } from '../../question-editor';
import {
  CreateLibraryQuestionDocument,
  LibraryQuestionDocument,
  UpdateLibraryQuestionDocument,
} from '../library-documents';
import { buildLibraryQuestion, tag, tagsMock } from '../library-test-kit';
import { LibraryQuestionDialog } from './library-question-dialog';

const STALE = 'The record has been changed by someone else';
const QUESTION = buildLibraryQuestion('q1', 'Describe your payroll integration', {
  tags: [tag('tag-1', 'Payroll')],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LibraryQuestionDialog', () => {
  it('creates a question with an attached file, known and new tags, made public', async () => {
    stubUploads();
    const sent = vi.fn();
    const onClose = vi.fn();
    renderInApp(<LibraryQuestionDialog question={null} onClose={onClose} />, {
      mocks: [
        tagsMock([tag('tag-1', 'Payroll'), tag('tag-2', 'Health')]),
        {
          request: { query: CreateLibraryQuestionDocument, variables: () => true },
          result: (variables) => {
            sent(variables);
            return { data: { createLibraryQuestion: QUESTION } };
          },
        },
      ],
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Question' }));
    await choose('Type', 'Short text');
    type('Label', 'Describe your payroll integration');
    const tags = dialog.getByRole('combobox', { name: 'Tags' });
    fireEvent.mouseDown(tags);
    fireEvent.click(await screen.findByRole('option', { name: 'Health' }));
    fireEvent.change(tags, { target: { value: 'Onboarding' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Make Public' }));
    chooseFiles(dialog.getByLabelText('Files to add'), ['payroll-policy.pdf']);
    expect(await dialog.findByRole('link', { name: 'payroll-policy.pdf' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Question has been added')).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      input: {
        question: expect.objectContaining({
          type: 'STRING',
          label: 'Describe your payroll integration',
          attachments: [{ id: 'file-1', filename: 'payroll-policy.pdf' }],
        }),
        tags: ['Health', 'Onboarding'],
        isPublic: true,
      },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no Make Public where the question may not be made public', () => {
    const question = { ...QUESTION, permissions: { ...QUESTION.permissions, makePublic: false } };
    renderInApp(<LibraryQuestionDialog question={question} onClose={() => {}} />, { mocks: [tagsMock([])] });
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Question' }));
    expect(dialog.getByText('Payroll')).toBeTruthy();
    expect(dialog.queryByRole('checkbox', { name: 'Make Public' })).toBeNull();
  });

  it('shows a stale edit refusal, reloads the question and saves at its new version', async () => {
    const onClose = vi.fn();
    const conflict = { errors: [new GraphQLError(STALE, { extensions: { code: 'CONFLICT' } })] };
    const update = (version: number, result: object) => ({
      request: {
        query: UpdateLibraryQuestionDocument,
        variables: (variables: { id: string; version: number }) =>
          variables.id === 'q1' && variables.version === version,
      },
      result,
    });
    renderInApp(<LibraryQuestionDialog question={QUESTION} onClose={onClose} />, {
      mocks: [
        tagsMock([]),
        update(1, conflict),
        {
          request: { query: LibraryQuestionDocument, variables: { id: 'q1' } },
          result: { data: { libraryQuestion: { ...QUESTION, version: 4 } } },
        },
        update(4, { data: { updateLibraryQuestion: { ...QUESTION, version: 5 } } }),
      ],
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Question' }));
    type('Label', 'Describe your payroll integrations');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(new RegExp(`^${STALE}`))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question has been updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
