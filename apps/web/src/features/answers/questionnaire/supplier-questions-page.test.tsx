import { ANSWER_MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerDraftsStore } from './answer-drafts-store';
import { MarkSectionNotApplicableDocument } from './questionnaire-documents';
import { buildAnswer, PRODUCT_ID, PROJECT_ID, questionnaireMock, saveMock, textDraft } from './questionnaire-test-kit';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';
import {
  answered,
  incomplete,
  questionnaire,
  renderPage,
  row,
  setOnline,
  state,
} from './supplier-questions-page-test-kit';

afterEach(() => {
  localStorage.clear();
  setOnline(true);
});

describe('SupplierQuestionsPage', () => {
  it('shows the project, the progress on the road map, the flags, and filters by keyword and requested update', async () => {
    renderPage([questionnaireMock(incomplete())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Benefits Broker RFP' })).toBeTruthy();
    expect(screen.getByText('Acme People HRIS · Acme Software')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Answer Management' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Road Map' })).getByText('75%')).toBeTruthy();
    expect(within(state('Company name')).getByText('Saved')).toBeTruthy();
    expect(within(state('Hosting region')).getByText('Not Applicable')).toBeTruthy();
    expect(within(row('Do you offer SSO?')).getByText(ANSWER_MESSAGES.requestedNote)).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search Questions' });
    expect(search.getAttribute('placeholder')).toBe('Search Questions...');
    fireEvent.change(search, { target: { value: 'NAME company' } });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Head count' })).toBeNull());
    expect(row('Company name')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Security' })).toBeNull();

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Requested to Update' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Company name' })).toBeNull());
    expect(row('Do you offer SSO?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Security' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'General' })).toBeNull();
  });

  it('collapses and expands a section by its name', async () => {
    renderPage([questionnaireMock(questionnaire())]);
    fireEvent.click(await screen.findByRole('button', { name: 'General' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Company name' })).toBeNull());
    expect(screen.getByRole('button', { name: 'General' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    expect(await screen.findByRole('group', { name: 'Company name' })).toBeTruthy();
  });

  it('saves what is typed after the quiet time, shows Saved and moves the progress', async () => {
    renderPage([
      questionnaireMock(incomplete()),
      saveMock('head-count', textDraft('120'), null, answered('head-count', 120)),
    ]);
    const field = within(await screen.findByRole('group', { name: 'Head count' })).getByRole('textbox', {
      name: 'Head count',
    });
    fireEvent.change(field, { target: { value: '120' } });
    expect(within(state('Head count')).getByText('Draft')).toBeTruthy();
    expect(answerDraftsStore('user-1', PRODUCT_ID).all().get('head-count')?.draft).toEqual(textDraft('120'));
    expect(await within(state('Head count')).findByText('Saved')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Road Map' })).getByText('100%')).toBeTruthy();
    expect(answerDraftsStore('user-1', PRODUCT_ID).all().size).toBe(0);
  });

  it('keeps showing the text as typed once the server saved it trimmed', async () => {
    renderPage([
      questionnaireMock(questionnaire()),
      saveMock('company-name', textDraft('Acme '), 1, answered('company-name', 'Acme', 2)),
    ]);
    const field = within(await screen.findByRole('group', { name: 'Company name' })).getByRole('textbox');
    fireEvent.change(field, { target: { value: 'Acme ' } });
    fireEvent.blur(field);
    expect(await within(state('Company name')).findByText('Saved')).toBeTruthy();
    expect(field).toHaveProperty('value', 'Acme ');
  });

  it('does not send a number the rules refuse, and shows their message', async () => {
    renderPage([questionnaireMock(incomplete())]);
    const field = within(await screen.findByRole('group', { name: 'Head count' })).getByRole('textbox');
    fireEvent.change(field, { target: { value: 'many' } });
    fireEvent.blur(field);
    expect(await within(row('Head count')).findByText(ANSWER_MESSAGES.number)).toBeTruthy();
    expect(within(state('Head count')).getByText('Draft')).toBeTruthy();
  });

  it('shows a conflict with both values and takes the saved one on Use Saved', async () => {
    renderPage([
      questionnaireMock(questionnaire()),
      saveMock('company-name', textDraft('Acme Ltd'), 1, answered('company-name', 'Acme Inc', 2), true),
    ]);
    const field = within(await screen.findByRole('group', { name: 'Company name' })).getByRole('textbox');
    fireEvent.change(field, { target: { value: 'Acme Ltd' } });
    fireEvent.blur(field);
    const dialog = await screen.findByRole('dialog', { name: ANSWER_MESSAGES.conflict });
    expect(within(dialog).getByText('Company name')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Yours' })).toHaveProperty('value', 'Acme Ltd');
    expect(within(dialog).getByRole('textbox', { name: 'Saved' })).toHaveProperty('value', 'Acme Inc');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use Saved' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row('Company name')).getByRole('textbox')).toHaveProperty('value', 'Acme Inc');
    expect(answerDraftsStore('user-1', PRODUCT_ID).all().size).toBe(0);
  });

  it('keeps what is typed offline in the browser, says so, and saves it when the connection returns', async () => {
    renderPage([
      questionnaireMock(incomplete()),
      saveMock('head-count', textDraft('75'), null, answered('head-count', 75)),
    ]);
    const field = within(await screen.findByRole('group', { name: 'Head count' })).getByRole('textbox');
    setOnline(false);
    expect(await screen.findByText(QUESTIONNAIRE_TEXTS.offline)).toBeTruthy();
    fireEvent.change(field, { target: { value: '75' } });
    fireEvent.blur(field);
    expect(answerDraftsStore('user-1', PRODUCT_ID).all().get('head-count')).toEqual({
      draft: textDraft('75'),
      baseVersion: null,
    });
    setOnline(true);
    expect(await within(state('Head count')).findByText('Saved')).toBeTruthy();
    expect(screen.queryByText(QUESTIONNAIRE_TEXTS.offline)).toBeNull();
  });

  it('shows the drafts kept from an earlier visit over the stored answers and saves them', async () => {
    answerDraftsStore('user-1', PRODUCT_ID).put('company-name', { draft: textDraft('Acme Group'), baseVersion: 1 });
    renderPage([
      questionnaireMock(questionnaire()),
      saveMock('company-name', textDraft('Acme Group'), 1, answered('company-name', 'Acme Group', 2)),
    ]);
    const field = within(await screen.findByRole('group', { name: 'Company name' })).getByRole('textbox');
    expect(field).toHaveProperty('value', 'Acme Group');
    expect(await within(state('Company name')).findByText('Saved')).toBeTruthy();
  });

  it('marks a whole section not applicable with a description', async () => {
    const description = 'We do not offer this';
    const notApplicable = (questionId: string) =>
      buildAnswer(questionId, { notApplicable: true, notApplicableDescription: description, version: 2 });
    renderPage([
      questionnaireMock(questionnaire()),
      {
        request: {
          query: MarkSectionNotApplicableDocument,
          variables: { projectId: PROJECT_ID, productId: PRODUCT_ID, sectionId: 'general', description },
        },
        result: { data: { markSectionNotApplicable: [notApplicable('company-name'), notApplicable('head-count')] } },
      },
    ]);
    await screen.findByRole('heading', { name: 'General' });
    const [generalAction] = screen.getAllByRole('button', { name: QUESTIONNAIRE_TEXTS.markSection });
    fireEvent.click(generalAction as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: QUESTIONNAIRE_TEXTS.markSection });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: description } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Not Applicable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page stays hidden from the accessibility tree until the dialog's closing transition ends.
    await waitFor(() => expect(within(state('Company name')).getByText('Not Applicable')).toBeTruthy());
    expect(within(state('Head count')).getByText('Not Applicable')).toBeTruthy();
  });

  it('tells a product given its own deadline when its answers are due', async () => {
    const base = questionnaire();
    const product = { ...base.product, answersSubmitDeadline: '2030-03-20T16:00:00.000Z' };
    renderPage([questionnaireMock(questionnaire({ projectStatus: 'SCORING', product }))]);
    expect(await screen.findByText('Your answers are due on Mar 20, 2030.')).toBeTruthy();
  });
});
