import { type ConflictRecord, MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFiles, stubUploads } from '../../../components/upload-queue';
import { STALE_EDIT_NOTE } from '../../question-editor';
import {
  ApproveProjectQuestionDocument,
  MoveProjectQuestionDocument,
  RejectProjectQuestionDocument,
  UpdateProjectQuestionDocument,
  UpdateProjectSectionDocument,
} from './questionnaire-documents';
import {
  buildQuestion,
  buildQuestionnaire,
  buildSection,
  EXPERT,
  PM,
  questionnaireMock,
  questionRow,
  renderQuestionsPage,
  sectionRegion,
} from './questions-test-kit';

const QUESTION = buildQuestion('q1', 'Legal name of your company');
const SECTION = buildSection('section-1', 'Company overview', [QUESTION]);
const OTHER = buildSection('section-2', 'Platform and integration', [buildQuestion('q2', 'Single sign-on?')]);
const QUESTIONNAIRE = buildQuestionnaire([SECTION, OTHER]);

/** The server's refusal of a stale version, naming the record. */
const conflict = (record: ConflictRecord) => ({
  errors: [new GraphQLError(MESSAGES.staleVersion(record), { extensions: { code: 'CONFLICT' } })],
});

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('Reject Question', () => {
  it('needs a reason of at most 200 characters and sends it', async () => {
    const rejected = buildSection('section-1', 'Company overview', [
      buildQuestion('q1', 'Legal name of your company', { status: 'REJECTED', rejectReason: 'Too vague', version: 2 }),
    ]);
    await renderQuestionsPage(QUESTIONNAIRE, {
      mocks: [
        {
          request: {
            query: RejectProjectQuestionDocument,
            variables: { id: 'q1', version: 1, reason: 'Too vague' },
          },
          result: { data: { rejectProjectQuestion: rejected } },
        },
      ],
    });
    fireEvent.click(within(questionRow('Legal name of your company')).getByRole('button', { name: 'Reject' }));
    const reject = dialog('Reject Question');
    fireEvent.click(reject.getByRole('button', { name: 'Reject' }));
    expect(await reject.findByText(MESSAGES.required)).toBeTruthy();

    const reason = reject.getByRole('textbox', { name: 'Reject Reason' });
    typeInto(reason, 'x'.repeat(201));
    fireEvent.click(reject.getByRole('button', { name: 'Reject' }));
    expect(await reject.findByText(MESSAGES.maxLength(200))).toBeTruthy();

    typeInto(reason, '  Too vague  ');
    fireEvent.click(reject.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject Question' })).toBeNull());
    expect(await screen.findByText('Reject reason: Too vague')).toBeTruthy();
    expect(within(questionRow('Legal name of your company')).getByText('Rejected')).toBeTruthy();
  });
});

describe('edits of two users', () => {
  it('keeps what was typed when the section changed meanwhile, reloads, and saves at the new version', async () => {
    const changedElsewhere = buildSection('section-1', 'Renamed by a colleague', [QUESTION], { version: 2 });
    const saved = vi.fn();
    const input = {
      name: 'Company profile',
      description: '',
      ownerId: PM.id,
      approverId: EXPERT.id,
      ownerDeadline: '2030-02-01T12:00:00.000Z',
    };
    await renderQuestionsPage(QUESTIONNAIRE, {
      mocks: [
        {
          request: { query: UpdateProjectSectionDocument, variables: { id: 'section-1', version: 1, input } },
          result: conflict('section'),
        },
        questionnaireMock(buildQuestionnaire([changedElsewhere, OTHER])),
        {
          request: { query: UpdateProjectSectionDocument, variables: { id: 'section-1', version: 2, input } },
          result: () => {
            saved();
            return { data: { updateProjectSection: { ...changedElsewhere, name: 'Company profile', version: 3 } } };
          },
        },
      ],
    });
    fireEvent.click(sectionRegion('Company overview').getByRole('button', { name: 'Edit Section' }));
    const edit = dialog('Edit Section');
    typeInto(edit.getByRole('textbox', { name: 'Name' }), 'Company profile');
    fireEvent.click(edit.getByRole('button', { name: 'Save' }));

    expect(await edit.findByText(`${MESSAGES.staleVersion('section')} ${STALE_EDIT_NOTE}`)).toBeTruthy();
    expect((edit.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Company profile');
    // The page behind the dialog shows the colleague's change.
    expect(await screen.findByRole('region', { name: 'Renamed by a colleague', hidden: true })).toBeTruthy();

    fireEvent.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(await screen.findByRole('region', { name: 'Company profile' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit Section' })).toBeNull();
  });

  it('keeps the question typed in the editor when it changed meanwhile, and saves it at the new version', async () => {
    const changed = buildSection('section-1', 'Company overview', [
      buildQuestion('q1', 'Registered company name', { version: 2 }),
    ]);
    const saved = vi.fn();
    const typed = (variables: Record<string, unknown>) => JSON.stringify(variables).includes('Legal company name');
    await renderQuestionsPage(QUESTIONNAIRE, {
      mocks: [
        {
          request: {
            query: UpdateProjectQuestionDocument,
            variables: (variables: Record<string, unknown>) => variables.version === 1 && typed(variables),
          },
          result: conflict('question'),
        },
        questionnaireMock(buildQuestionnaire([changed, OTHER])),
        {
          request: {
            query: UpdateProjectQuestionDocument,
            variables: (variables: Record<string, unknown>) => variables.version === 2 && typed(variables),
          },
          result: () => {
            saved();
            return { data: { updateProjectQuestion: changed } };
          },
        },
      ],
    });
    fireEvent.click(within(questionRow('Legal name of your company')).getByRole('button', { name: 'Edit Question' }));
    const edit = dialog('Edit Question');
    typeInto(edit.getByRole('textbox', { name: 'Label' }), 'Legal company name');
    fireEvent.click(edit.getByRole('button', { name: 'Save' }));
    expect(await edit.findByText(`${MESSAGES.staleVersion('question')} ${STALE_EDIT_NOTE}`)).toBeTruthy();
    expect((edit.getByRole('textbox', { name: 'Label' }) as HTMLTextAreaElement).value).toBe('Legal company name');
    expect(await screen.findByRole('listitem', { name: 'Registered company name', hidden: true })).toBeTruthy();

    fireEvent.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Question' })).toBeNull());
  });

  it('says so and reloads when an approval meets a newer version', async () => {
    const approvedElsewhere = buildSection('section-1', 'Company overview', [
      buildQuestion('q1', 'Legal name of your company', {
        status: 'APPROVED',
        version: 2,
        permissions: {
          approve: false,
          reject: false,
          unapprove: true,
          edit: false,
          delete: false,
          extract: false,
          editWeight: true,
        },
      }),
    ]);
    await renderQuestionsPage(QUESTIONNAIRE, {
      mocks: [
        {
          request: { query: ApproveProjectQuestionDocument, variables: { id: 'q1', version: 1 } },
          result: conflict('question'),
        },
        questionnaireMock(buildQuestionnaire([approvedElsewhere, OTHER])),
      ],
    });
    fireEvent.click(within(questionRow('Legal name of your company')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MESSAGES.staleVersion('question'))).toBeTruthy();
    const row = within(questionRow('Legal name of your company'));
    expect(await row.findByText('Approved')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Unapprove' })).toBeTruthy();
  });
});

describe('Edit Question', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the question with its kept and added files, and moves it when another section is chosen', async () => {
    stubUploads();
    const sent = vi.fn();
    const moved = vi.fn();
    const kept = { __typename: 'QuestionAttachment', id: 'kept-1', filename: 'legal-entities.pdf' };
    const question = { ...QUESTION, question: { ...QUESTION.question, attachments: [kept] } };
    const section = buildSection('section-1', 'Company overview', [question]);
    await renderQuestionsPage(buildQuestionnaire([section, OTHER]), {
      mocks: [
        {
          request: {
            query: UpdateProjectQuestionDocument,
            variables: (variables: Record<string, unknown>) =>
              variables.id === 'q1' &&
              variables.version === 1 &&
              JSON.stringify(variables).includes('Legal company name'),
          },
          result: (variables) => {
            sent(variables);
            return { data: { updateProjectQuestion: section } };
          },
        },
        {
          request: {
            query: MoveProjectQuestionDocument,
            variables: { id: 'q1', sectionId: 'section-2', position: 1 },
          },
          result: () => {
            moved();
            return { data: { moveProjectQuestion: [section, OTHER] } };
          },
        },
      ],
    });
    fireEvent.click(within(questionRow('Legal name of your company')).getByRole('button', { name: 'Edit Question' }));
    const edit = dialog('Edit Question');
    typeInto(edit.getByRole('textbox', { name: 'Label' }), 'Legal company name');
    fireEvent.mouseDown(edit.getByRole('combobox', { name: 'Section' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Platform and integration' }));
    expect(edit.getByRole('link', { name: 'legal-entities.pdf' })).toBeTruthy();
    chooseFiles(edit.getByLabelText('Files to add'), ['certificate.pdf']);
    expect(await edit.findByRole('link', { name: 'certificate.pdf' })).toBeTruthy();
    fireEvent.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(moved).toHaveBeenCalled());
    expect(sent.mock.calls[0]?.[0].input.question.attachments).toEqual([
      { id: 'kept-1', filename: 'legal-entities.pdf' },
      { id: 'file-1', filename: 'certificate.pdf' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Question' })).toBeNull());
  });
});
