import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { BILLING_ERROR_CODES, BILLING_MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProjectForm, SOON } from './project-form-test-kit';

/** Issue 31: the project form shows its rules while it is filled in, not only after Submit. */

/** The visible label (or legend) that names a field, and whether it carries the required mark. */
function markOf(name: string): { found: boolean; required: boolean } {
  const labels = [...document.querySelectorAll('.MuiFormLabel-root')].filter(
    (label) => label.textContent?.replace(/[\s*]+$/, '') === name,
  );
  return { found: labels.length === 1, required: labels[0]?.textContent?.includes('*') === true };
}

function fillValidForm() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Payroll RFP' } });
  fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'A'.repeat(120) } });
  fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: SOON } });
  fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'pm@northwind.example' } });
}

const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

afterEach(() => {
  if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('ProjectForm guidance', () => {
  it('counts the description as it is typed, naming the minimum until it is reached', () => {
    renderProjectForm();
    const description = screen.getByLabelText(/^Description/);
    expect(screen.getByText('0 / 5000 characters (at least 100)')).toBeTruthy();
    fireEvent.change(description, { target: { value: 'We need a payroll platform.' } });
    expect(screen.getByText('27 / 5000 characters (at least 100)')).toBeTruthy();
    fireEvent.change(description, { target: { value: 'A'.repeat(120) } });
    expect(screen.getByText('120 / 5000 characters')).toBeTruthy();
  });

  it('counts a Panel description against its maximum only', () => {
    renderProjectForm({ type: 'PANEL' });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Quarterly panel' } });
    expect(screen.getByText('15 / 5000 characters')).toBeTruthy();
  });

  it('marks every required field', () => {
    renderProjectForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Information' }));
    const required = [
      'Type',
      'Name',
      'Description',
      'Brokerage Contacts',
      'Contact 1',
      'Key',
      'Value',
      'Publish Date',
      'Intent to Respond',
      'RFP Submission Deadline',
      'Decision Notification Date',
    ];
    const marks = Object.fromEntries(required.map((name) => [name, markOf(name)]));
    expect(marks).toEqual(Object.fromEntries(required.map((name) => [name, { found: true, required: true }])));
    expect(markOf('Owners')).toEqual({ found: true, required: false });
  });

  it('says what is wrong as soon as a field is left, with the spec’s messages, before any Submit', async () => {
    const onSave = renderProjectForm();
    const name = screen.getByLabelText(/^Name/);
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await screen.findByText('Required')).toBeTruthy();

    const description = screen.getByLabelText(/^Description/);
    fireEvent.change(description, { target: { value: 'Too short' } });
    fireEvent.blur(description);
    expect(await screen.findByText('Must be greater than or equal to 100 characters')).toBeTruthy();
    // Once shown, a message follows the typing.
    fireEvent.change(description, { target: { value: 'A'.repeat(120) } });
    await waitFor(() => expect(screen.queryByText('Must be greater than or equal to 100 characters')).toBeNull());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the plan limit beside the Submit button that caused it, scrolled into view and focused', async () => {
    const scrolled = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true, writable: true });
    const limit = BILLING_MESSAGES.projectLimit(3);
    const onSave = vi.fn(async () => {
      throw new CombinedGraphQLErrors({
        errors: [{ message: limit, extensions: { code: BILLING_ERROR_CODES.limitReached } }],
      });
    });
    renderProjectForm({ onSave });
    fillValidForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Contact 1/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Peter Manager' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(limit);
    expect(alert.querySelector('a')?.textContent).toBe('Upgrade');
    // Nothing the user fills in stands between the message and the button.
    const fields = [...document.querySelectorAll('input, textarea')].filter(
      (field) =>
        alert.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING &&
        submit.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_PRECEDING,
    );
    expect(fields).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts.at(-1)).toBe(alert);
  });
});
