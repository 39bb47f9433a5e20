import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './enums.js';
import { notificationAge, notificationLink, notificationSwitchOf, notificationText } from './notifications.js';

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

  it('says 1 day or n days for deadline reminders', () => {
    expect(notificationText({ kind: 'SUBMISSION_DEADLINE', project, days: 1 })).toContain('in 1 day');
    expect(notificationText({ kind: 'SUBMISSION_DEADLINE', project, days: 3 })).toContain('in 3 days');
  });

  it('links suppliers to the overview, buyers to the dashboard, approvers to their task', () => {
    expect(notificationLink({ kind: 'NEW_PROJECT', project, role: 'SUPPLIER' })).toBe('/projects/p1/overview');
    expect(notificationLink({ kind: 'AWAITING_ANSWERS', project, role: 'BUY_SIDE' })).toBe('/projects/p1/dashboard');
    expect(notificationLink({ kind: 'QUESTIONS_TO_APPROVE', project })).toBe('/tasks/approve/p1');
    expect(notificationLink({ kind: 'FAQ_ANSWER', project })).toBe('/projects/p1/faq');
    expect(notificationLink({ kind: 'SEARCH_REQUEST_COMPLETED' })).toBeNull();
  });

  it('sends FAQ questions under their own switch and status news under the status switch', () => {
    expect(notificationSwitchOf('FAQ_QUESTION')).toBe('newFaqQuestion');
    expect(notificationSwitchOf('AWAITING_ANSWERS')).toBe('projectStatusUpdate');
    expect(notificationSwitchOf('PRODUCT_DECLINED')).toBe('newNotification');
  });
});
