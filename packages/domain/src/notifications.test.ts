import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './enums.js';
import {
  DEADLINE_REMINDER_DAYS,
  notificationAge,
  notificationLink,
  notificationSwitchOf,
  notificationText,
} from './notifications.js';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('notificationAge', () => {
  it.each([
    [0, 'now'],
    [59_000, 'now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3_600_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [6 * 86_400_000, '6 days ago'],
  ])('shows an age of %i ms as %s', (elapsed, expected) => {
    expect(notificationAge(ago(elapsed), now)).toBe(expected);
  });

  it('shows a long date from 7 days on', () => {
    expect(notificationAge(new Date('2026-11-14T12:00:00Z'), now)).toBe('November 14, 2026');
  });
});

describe('notification texts and links', () => {
  const project = { id: 'p1', name: 'Fleet insurance' };
  const product = { id: 'x1', name: 'Cover', vendorName: 'Acme' };

  it('words every kind, with the project name', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const text = notificationText({ kind, project, product, days: 3, subject: 'Travel' });
      expect(text.length).toBeGreaterThan(10);
      if (kind !== 'TEMPLATE_PUBLISHED' && kind !== 'SEARCH_REQUEST_COMPLETED') expect(text).toContain(project.name);
    }
  });

  it('tailors the text to suppliers and buyers', () => {
    expect(notificationText({ kind: 'PRODUCT_INVITED', project, product, role: 'SUPPLIER' })).toBe(
      "You have been invited to 'Fleet insurance'",
    );
    expect(notificationText({ kind: 'PRODUCT_INVITED', project, product, role: 'BUY_SIDE' })).toBe(
      "Acme was invited to 'Fleet insurance'",
    );
  });

  it('tells a supplier which of its products was excluded, and links it nowhere', () => {
    const excluded = { kind: 'PRODUCT_EXCLUDED' as const, project, product: { ...product, productName: 'Cover Plus' } };
    expect(notificationText({ ...excluded, role: 'SUPPLIER' })).toBe(
      "Your product 'Cover Plus' was excluded from 'Fleet insurance'",
    );
    expect(notificationText({ ...excluded, role: 'BUY_SIDE' })).toBe("Acme was excluded from 'Fleet insurance'");
    expect(notificationLink({ ...excluded, role: 'SUPPLIER' })).toBeNull();
  });

  it('tells a supplier that answering is open, with the due date, and links the product it is about', () => {
    const due = { ...project, questionsSubmissionDeadline: '2026-12-05T12:00:00.000Z' };
    const awaiting = { kind: 'AWAITING_ANSWERS' as const, project: due, product, role: 'SUPPLIER' };
    expect(notificationText({ ...awaiting, accepted: true })).toBe(
      "Answering is open for 'Fleet insurance': answers are due Dec 5, 2026",
    );
    expect(notificationLink({ ...awaiting, accepted: true })).toBe('/invite-to-project/p1/questions/x1');
    expect(notificationText(awaiting)).toBe(
      "Answering is open for 'Fleet insurance': accept the invitation to answer by Dec 5, 2026",
    );
    expect(notificationLink(awaiting)).toBe('/invite-to-project/p1/preview/x1');
    expect(notificationText({ ...awaiting, project, accepted: true })).toBe("Answering is open for 'Fleet insurance'");
    expect(notificationText({ ...awaiting, role: 'BUY_SIDE' })).toBe("'Fleet insurance' is awaiting answers");
  });

  it('tells a supplier company that its answers were submitted', () => {
    const submitted = { kind: 'ANSWERS_SUBMITTED' as const, project, role: 'SUPPLIER' };
    const named = { ...submitted, product: { ...product, productName: 'Cover Plus' } };
    expect(notificationText(named)).toBe("The answers for 'Cover Plus' in 'Fleet insurance' were submitted");
    expect(notificationText({ ...named, resubmit: true })).toBe(
      "The answers for 'Cover Plus' in 'Fleet insurance' were resubmitted",
    );
    expect(notificationText(submitted)).toBe("Your answers in 'Fleet insurance' were submitted");
    expect(notificationLink(named)).toBe('/invite-to-project/p1/questions/x1');
    expect(notificationText({ ...named, role: 'BUY_SIDE' })).toBe("Acme submitted answers in 'Fleet insurance'");
  });

  it('says 1 day or n days for deadline reminders', () => {
    expect(notificationText({ kind: 'SUBMISSION_DEADLINE', project, days: 1 })).toBe(
      "The Intent to Respond date of 'Fleet insurance' is in 1 day",
    );
    expect(notificationText({ kind: 'QUESTIONS_SUBMISSION_DEADLINE', project, days: 3 })).toBe(
      "Answers to the questions of 'Fleet insurance' are due in 3 days",
    );
    expect(notificationText({ kind: 'QUESTIONS_SUBMISSION_EXTENDED_DEADLINE', project, days: 1 })).toBe(
      "The extended deadline for answers in 'Fleet insurance' ends in 1 day",
    );
    expect(DEADLINE_REMINDER_DAYS).toEqual([3, 1]);
  });

  it('tells a buy-side member of a new project in which place they were added', () => {
    const buySide = { kind: 'NEW_PROJECT' as const, project, role: 'BUY_SIDE' };
    expect(notificationText({ ...buySide, isProductOwner: true, isDomainExpert: true })).toBe(
      "You have been added to 'Fleet insurance' as a project owner",
    );
    expect(notificationText({ ...buySide, isDomainExpert: true })).toBe(
      "You have been added to 'Fleet insurance' as a domain expert",
    );
    expect(notificationText(buySide)).toBe("You have been added to 'Fleet insurance'");
    expect(notificationText({ ...buySide, role: 'SUPPLIER' })).toBe("A new project 'Fleet insurance' is open for you");
  });

  it('links suppliers to their invitation pages, buyers to the dashboard, approvers to their task', () => {
    expect(notificationLink({ kind: 'NEW_PROJECT', project, role: 'SUPPLIER' })).toBe('/invite-to-project/p1/preview');
    expect(notificationLink({ kind: 'SUBMISSION_DEADLINE', project, role: 'SUPPLIER' })).toBe(
      '/invite-to-project/p1/preview',
    );
    expect(notificationLink({ kind: 'FAQ_ANSWER', project, role: 'SUPPLIER' })).toBe('/invite-to-project/p1/faq');
    for (const kind of ['NEW_PROJECT', 'AWAITING_ANSWERS', 'SCORING_ANSWERS', 'SUBMISSION_DEADLINE'] as const) {
      expect(notificationLink({ kind, project, role: 'BUY_SIDE' })).toBe('/projects/p1/dashboard');
    }
    expect(notificationLink({ kind: 'QUESTIONS_TO_APPROVE', project, role: 'BUY_SIDE' })).toBe('/tasks/approve/p1');
    expect(notificationLink({ kind: 'FAQ_ANSWER', project })).toBe('/projects/p1/faq');
    expect(notificationLink({ kind: 'SEARCH_REQUEST_COMPLETED' })).toBeNull();
  });

  it('tells a supplier its result once the winners are chosen, linked to its result screen, under the status switch', () => {
    const result = {
      kind: 'WINNERS_SELECTED' as const,
      project,
      role: 'SUPPLIER',
      product: { ...product, productName: 'Cover Plus' },
    };
    expect(notificationText({ ...result, winner: true })).toBe(
      "Congratulations! Your product 'Cover Plus' was selected as a winner in 'Fleet insurance'",
    );
    expect(notificationText({ ...result, winner: false })).toBe(
      "The winners of 'Fleet insurance' have been selected: see your result",
    );
    expect(notificationLink(result)).toBe('/invite-to-project/p1/preview/x1');
    expect(notificationSwitchOf('WINNERS_SELECTED')).toBe('projectStatusUpdate');
  });

  it('sends FAQ questions under their own switch and status news under the status switch', () => {
    expect(notificationSwitchOf('FAQ_QUESTION')).toBe('newFaqQuestion');
    expect(notificationSwitchOf('FAQ_ANSWER_BROADCAST')).toBe('newFaqQuestion');
    expect(notificationSwitchOf('FAQ_REJECTED')).toBe('newFaqQuestion');
    expect(notificationSwitchOf('AWAITING_ANSWERS')).toBe('projectStatusUpdate');
    expect(notificationSwitchOf('PRODUCT_DECLINED')).toBe('newNotification');
  });
});
