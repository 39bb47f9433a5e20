import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildQuestion,
  buildQuestionnaire,
  buildSection,
  EXPERT,
  questionRow,
  renderQuestionsPage,
  sectionRegion,
  shownQuestions,
} from './questions-test-kit';

const OVERVIEW = buildSection('section-1', 'Company overview', [
  buildQuestion('q1', 'Legal name of your company', { status: 'APPROVED' }),
  buildQuestion('q2', 'Email address for questions', { approver: null }),
  buildQuestion('q3', 'Describe your data-retention policy', {
    status: 'REJECTED',
    rejectReason: 'Ask about deletion as well.',
  }),
]);
const PLATFORM = buildSection('section-2', 'Platform and integration', [
  buildQuestion('q4', 'Do you support single sign-on?', { duplicate: true }),
  buildQuestion('q5', 'Do you support single sign-on?', { duplicate: true, approver: null }),
  buildQuestion('q6', 'Which data centres host the policy data?', { status: 'APPROVED' }),
]);
const QUESTIONNAIRE = buildQuestionnaire([OVERVIEW, PLATFORM]);

const quickFilter = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const search = (keyword: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search Questions' }), { target: { value: keyword } });

describe('ProjectQuestionsPage filters', () => {
  it('shows every section expanded with its details and every question unfiltered', async () => {
    await renderQuestionsPage(QUESTIONNAIRE);
    expect(shownQuestions()).toHaveLength(6);
    const overview = sectionRegion('Company overview');
    expect(overview.getByText(/Owner: Peter Manager · Expert: Erin Expert · Owner Due Date: Feb 1, 2030/)).toBeTruthy();
    expect(overview.getByText('1 of 3 approved')).toBeTruthy();
    expect(within(questionRow('Describe your data-retention policy')).getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Reject reason: Ask about deletion as well.')).toBeTruthy();
    expect(
      within(questionRow('Legal name of your company')).getByText(/Short text · Owner: Peter Manager/),
    ).toBeTruthy();
    expect(within(questionRow('Legal name of your company')).getByText(/Weight: 1/)).toBeTruthy();
  });

  it.each([
    ['Without Expert', ['Email address for questions', 'Do you support single sign-on?']],
    ['Unapproved', ['Email address for questions', 'Do you support single sign-on?', 'Do you support single sign-on?']],
    ['Approved', ['Legal name of your company', 'Which data centres host the policy data?']],
    ['Rejected', ['Describe your data-retention policy']],
    ['Duplicates', ['Do you support single sign-on?', 'Do you support single sign-on?']],
  ])('applies the %s quick filter', async (filter, expected) => {
    await renderQuestionsPage(QUESTIONNAIRE);
    quickFilter(filter);
    await waitFor(() => expect(shownQuestions()).toEqual(expected));
    quickFilter('All');
    await waitFor(() => expect(shownQuestions()).toHaveLength(6));
  });

  it('keeps questions whose label has every word of the keyword, in any case and order', async () => {
    await renderQuestionsPage(QUESTIONNAIRE);
    search('POLICY data');
    await waitFor(() =>
      expect(shownQuestions()).toEqual([
        'Describe your data-retention policy',
        'Which data centres host the policy data?',
      ]),
    );
    search('policy retention centres');
    expect(await screen.findByText('No search results found')).toBeTruthy();
  });

  it('without the experts feature offers only All and Duplicates and hides experts, status and approval', async () => {
    await renderQuestionsPage(QUESTIONNAIRE, { settings: { enableExperts: false } });
    const filters = within(screen.getByRole('group', { name: 'Quick filters' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Duplicates']);
    expect(screen.queryByText(/Expert:/)).toBeNull();
    expect(screen.queryByText('Rejected')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve All' })).toBeNull();
  });

  it('while filtering expands sections showing up to 10 questions and collapses longer ones', async () => {
    const many = Array.from({ length: 11 }, (_, index) => buildQuestion(`m${index}`, `Pricing item ${index}`));
    const few = [buildQuestion('f1', 'Pricing model')];
    await renderQuestionsPage(
      buildQuestionnaire([buildSection('long', 'Long section', many), buildSection('short', 'Short section', few)]),
    );
    expect(shownQuestions()).toHaveLength(12);
    search('pricing');
    await waitFor(() => expect(shownQuestions()).toEqual(['Pricing model']));
    const long = screen.getByRole('button', { name: 'Long section' });
    expect(long.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(long);
    await waitFor(() => expect(shownQuestions()).toHaveLength(12));
  });
});

/** The browser's IntersectionObserver, driven by the test: `reach(element)` brings the element near the view. */
class ViewportObserver {
  static observing = new Map<Element, ViewportObserver>();
  constructor(private readonly callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {}
  observe(element: Element) {
    ViewportObserver.observing.set(element, this);
  }
  unobserve(element: Element) {
    ViewportObserver.observing.delete(element);
  }
  disconnect() {
    for (const [element, observer] of ViewportObserver.observing) {
      if (observer === this) ViewportObserver.observing.delete(element);
    }
  }
  static reach(element: Element) {
    act(() => ViewportObserver.observing.get(element)?.callback([{ target: element, isIntersecting: true }]));
  }
}

describe('ProjectQuestionsPage at scale', () => {
  afterEach(() => vi.unstubAllGlobals());
  const section = (id: string, count: number) =>
    buildSection(
      id,
      `Section ${id}`,
      Array.from({ length: count }, (_, index) => buildQuestion(`${id}-${index}`, `Question ${id} ${index}`)),
    );

  it('renders a large questionnaire’s question details only as each row nears the view, in a list near it', async () => {
    vi.stubGlobal('IntersectionObserver', ViewportObserver);
    await renderQuestionsPage(buildQuestionnaire([section('a', 5), section('b', 250)]));
    fireEvent.click(screen.getByRole('button', { name: 'Section b' }));
    await waitFor(() => expect(shownQuestions()).toHaveLength(250));
    const row = questionRow('Question b 7');
    ViewportObserver.reach(row);
    expect(within(row).queryByRole('button', { name: 'Edit Question' })).toBeNull();
    ViewportObserver.reach(screen.getByRole('list', { name: 'Questions of Section b' }));
    expect(within(row).queryByRole('button', { name: 'Edit Question' })).toBeNull();
    ViewportObserver.reach(row);
    expect(within(row).getByRole('button', { name: 'Edit Question' })).toBeTruthy();
    expect(within(questionRow('Question b 8')).queryByRole('button', { name: 'Edit Question' })).toBeNull();
  });

  it('opens a large questionnaire collapsed and renders the questions of the sections opened only', async () => {
    await renderQuestionsPage(buildQuestionnaire([section('a', 5), section('b', 250)]));
    expect(shownQuestions()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Section a' }));
    await waitFor(() => expect(shownQuestions()).toHaveLength(5));
  });
});

describe('ProjectQuestionsPage permissions', () => {
  it('offers only what the server allows', async () => {
    const readOnly = buildSection(
      'section-1',
      'Company overview',
      [
        buildQuestion('q1', 'Legal name of your company', {
          permissions: {
            approve: false,
            reject: false,
            unapprove: false,
            edit: false,
            delete: false,
            extract: false,
            editWeight: false,
          },
        }),
        buildQuestion('q2', 'Approved already', {
          status: 'APPROVED',
          permissions: {
            approve: false,
            reject: false,
            unapprove: true,
            edit: false,
            delete: false,
            extract: false,
            editWeight: false,
          },
        }),
      ],
      {
        permissions: {
          edit: false,
          delete: false,
          addQuestion: false,
          addFromLibrary: false,
          copy: false,
          approveAll: false,
          unapproveAll: false,
        },
      },
    );
    await renderQuestionsPage(buildQuestionnaire([readOnly], false));
    expect(screen.queryByRole('button', { name: 'Add Section' })).toBeNull();
    for (const name of ['Add Question', 'Edit Section', 'Delete Section', 'Copy Section', 'Approve All']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull();
    expect(within(questionRow('Legal name of your company')).queryAllByRole('button')).toHaveLength(0);
    const approved = within(questionRow('Approved already'));
    expect(approved.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Unapprove']);
    expect(sectionRegion('Company overview').getByText('1 of 2 approved')).toBeTruthy();
  });

  it('shows the managers every section and question action, with keyboard reordering handles', async () => {
    await renderQuestionsPage(QUESTIONNAIRE);
    expect(screen.getByRole('button', { name: 'Add Section' })).toBeTruthy();
    const overview = sectionRegion('Company overview');
    for (const name of [
      'Add Question',
      'Approve All',
      'Unapprove All',
      'Edit Section',
      'Copy Section',
      'Delete Section',
    ]) {
      expect(overview.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Reorder section Company overview' })).toBeTruthy();
    const row = within(questionRow('Email address for questions'));
    expect(row.getByRole('button', { name: 'Reorder question Email address for questions' })).toBeTruthy();
    for (const name of ['Approve', 'Reject', 'Edit Question', 'Delete Question']) {
      expect(row.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('keeps a template section read-only and offers Extract Question instead of Edit on a MeshVault question', async () => {
    const template = buildSection('section-t', 'From the template', [buildQuestion('t1', 'Template question')], {
      isReadonly: true,
      permissions: {
        edit: false,
        delete: false,
        addQuestion: false,
        addFromLibrary: false,
        copy: false,
        approveAll: false,
        unapproveAll: false,
      },
    });
    const library = buildSection('section-l', 'Library', [
      buildQuestion('l1', 'From the library', {
        sourceQuestionId: 'library-1',
        permissions: {
          approve: true,
          reject: true,
          unapprove: false,
          edit: false,
          delete: true,
          extract: true,
          editWeight: true,
        },
      }),
    ]);
    await renderQuestionsPage(buildQuestionnaire([template, library]));
    expect(
      sectionRegion('From the template').getByText('The section comes from a template and cannot be amended'),
    ).toBeTruthy();
    const row = within(questionRow('From the library'));
    expect(row.getByText('It is a MeshVault question and cannot be edited until Extract Question')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Edit Question' })).toBeNull();
    expect(row.getByRole('button', { name: 'Extract Question' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('hides the weight without NUMBERS scoring and says when the project no longer takes changes', async () => {
    await renderQuestionsPage(QUESTIONNAIRE, { status: 'PUBLISHED', settings: { scoringType: 'COLORS' } });
    expect(screen.queryByText(/Weight:/)).toBeNull();
    expect(screen.getByText('Questions and sections can be changed only in Draft and In Review')).toBeTruthy();
    expect(
      screen.getAllByText(`Owner: Peter Manager · Expert: ${EXPERT.name} · Owner Due Date: Feb 1, 2030`),
    ).toHaveLength(2);
  });
});
