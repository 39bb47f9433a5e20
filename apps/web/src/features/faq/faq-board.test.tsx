import type { MockedResponse } from '@apollo/client/testing';
import { FAQ_TEXTS } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { FaqBoard } from './faq-board';
import { PublishFaqItemDocument } from './faq-documents';
import type { FaqQuestion } from './faq-model';
import { faqItem, faqQuestion, projectFaq } from './faq-test-kit';

const answered = faqQuestion({ id: 'answered', text: 'Is SSO included?' }, [
  faqItem({ id: 'answer', parentId: 'answered', text: 'Yes, through SAML providers', isAddedByBroker: true }),
]);
const open = faqQuestion({ id: 'open', text: 'Which regions are hosted?', tags: ['NO_ANSWER'] });
const draft = faqQuestion({
  id: 'draft',
  text: 'Can we start early?',
  status: 'DRAFT',
  tags: ['IN_REVIEW', 'NO_ANSWER'],
});
const rejected = faqQuestion({
  id: 'rejected',
  text: 'What is the budget?',
  status: 'REJECTED',
  rejectReason: 'Confidential',
  tags: ['REJECTED'],
});

function renderBoard(items: FaqQuestion[], filterable = true, mayAsk = false, mocks: MockedResponse[] = []) {
  return renderInApp(
    <FaqBoard
      faq={projectFaq(items, mayAsk)}
      variables={{ projectId: 'project-1', hash: null }}
      filterable={filterable}
    />,
    { mocks },
  );
}

/** The Publish call with these variables, answering the published item; `sent` counts the calls that arrived. */
function publishMock(variables: Record<string, unknown>, sent: { count: number }): MockedResponse {
  const item = faqItem({ id: String(variables.id) });
  return {
    request: { query: PublishFaqItemDocument, variables: { projectId: 'project-1', ...variables } },
    result: () => {
      sent.count += 1;
      return {
        data: {
          publishFaqItem: {
            __typename: 'FaqItem',
            ...item,
            abilities: { __typename: 'FaqAbilities', ...item.abilities },
          },
        },
      };
    },
  };
}

const shownQuestions = () =>
  screen.queryAllByRole('button', { expanded: false }).map((summary) => summary.textContent ?? '');

describe('the broker FAQ filters', () => {
  it('filters by every keyword in the question or an answer, and by the quick filters; Reset shows all again', () => {
    renderBoard([answered, open, draft, rejected]);
    const keywords = screen.getByRole('searchbox', { name: 'Keywords' });
    expect(keywords.getAttribute('placeholder')).toBe('Keywords...');
    expect(shownQuestions()).toHaveLength(4);
    fireEvent.change(keywords, { target: { value: 'SSO saml' } });
    expect(shownQuestions()).toEqual([expect.stringContaining('Is SSO included?')]);
    fireEvent.change(keywords, { target: { value: 'sso oauth' } });
    expect(screen.getByText(FAQ_TEXTS.noEntries)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No Answer' }));
    expect(shownQuestions().map((text) => text.split('no answer')[0])).toEqual([
      'Which regions are hosted?',
      'Can we start early?in review',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Unpublished' }));
    expect(shownQuestions()).toEqual([expect.stringContaining('Can we start early?')]);
    fireEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(shownQuestions()).toEqual([expect.stringContaining('What is the budget?')]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    expect(shownQuestions()).toHaveLength(4);
  });

  it('says when there is nothing, and offers no filters on the supplier side', () => {
    renderBoard([], false);
    expect(screen.getByText('No entries to display')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Keywords' })).toBeNull();
    expect(screen.queryByRole('button', { name: FAQ_TEXTS.ask })).toBeNull();
  });
});

describe('the buttons of an item', () => {
  it('shows the buttons the abilities allow, with the tags in the spec’s words', () => {
    const item = faqQuestion({
      status: 'DRAFT',
      tags: ['IN_REVIEW', 'NO_ANSWER'],
      abilities: { reply: false, publish: true, reject: true, edit: true, clarify: false },
    });
    renderBoard([item], true, true);
    fireEvent.click(screen.getByRole('button', { name: /Is SSO included\?/ }));
    const names = ['Publish', 'Reject', 'Edit Question'];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeTruthy();
    for (const name of ['Reply', 'Clarification Question']) expect(screen.queryByRole('button', { name })).toBeNull();
    const tags = within(screen.getAllByRole('list', { name: 'Tags' })[0] as HTMLElement);
    expect(tags.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['in review', 'no answer']);
    expect(screen.getByRole('button', { name: FAQ_TEXTS.ask })).toBeTruthy();
  });

  it('offers Reply, Clarification Question and an answer’s Edit only where allowed', () => {
    const answer = faqItem({
      id: 'a',
      parentId: 'q',
      text: 'Yes.',
      isAddedByBroker: true,
      abilities: { reply: false, publish: false, reject: false, edit: true, clarify: false },
    });
    const item = faqQuestion(
      { id: 'q', abilities: { reply: true, publish: false, reject: false, edit: false, clarify: true } },
      [answer],
    );
    renderBoard([item], false);
    fireEvent.click(screen.getByRole('button', { name: /Is SSO included\?/ }));
    expect(screen.getByRole('button', { name: 'Reply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clarification Question' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Question' })).toBeNull();
  });

  it('asks to confirm Publish, with the choice to make the question private', () => {
    const item = faqQuestion({
      status: 'DRAFT',
      abilities: { reply: false, publish: true, reject: true, edit: false, clarify: false },
    });
    renderBoard([item]);
    fireEvent.click(screen.getByRole('button', { name: /Is SSO included\?/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: FAQ_TEXTS.publishTitle }));
    expect(dialog.getByRole('checkbox', { name: 'Make the question private' })).toBeTruthy();
  });

  it('publishes with the reply typed in the same step, so suppliers read the question answered', async () => {
    const item = faqQuestion({
      id: 'draft',
      status: 'DRAFT',
      abilities: { reply: false, publish: true, reject: true, edit: false, clarify: false },
    });
    const sent = { count: 0 };
    renderBoard([item], true, false, [publishMock({ id: 'draft', makePublic: true, reply: 'Yes, SAML 2.0.' }, sent)]);
    fireEvent.click(screen.getByRole('button', { name: /Is SSO included\?/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: FAQ_TEXTS.publishTitle }));
    const reply = dialog.getByRole('textbox', { name: 'Reply' });
    expect(reply.hasAttribute('required')).toBe(false);
    fireEvent.change(reply, { target: { value: '  Yes, SAML 2.0.  ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.count).toBe(1);
  });

  it('publishes without a reply when none is typed', async () => {
    const item = faqQuestion({
      id: 'draft',
      status: 'DRAFT',
      abilities: { reply: false, publish: true, reject: true, edit: false, clarify: false },
    });
    const sent = { count: 0 };
    renderBoard([item], true, false, [publishMock({ id: 'draft', makePublic: false, reply: null }, sent)]);
    fireEvent.click(screen.getByRole('button', { name: /Is SSO included\?/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: FAQ_TEXTS.publishTitle }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reply' }), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Make the question private' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.count).toBe(1);
  });

  it('needs a reason to reject, at most 100 characters', () => {
    const item = faqQuestion({
      status: 'DRAFT',
      abilities: { reply: false, publish: true, reject: true, edit: false, clarify: false },
    });
    renderBoard([item]);
    fireEvent.click(screen.getByRole('button', { name: /Is SSO included\?/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: FAQ_TEXTS.rejectTitle }));
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText('Required')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText('Must be less than or equal to 100 characters')).toBeTruthy();
  });
});
