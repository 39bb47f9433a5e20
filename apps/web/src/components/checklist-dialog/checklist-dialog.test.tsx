import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChecklistDialog, type ChecklistItem } from './checklist-dialog';

const ITEMS: ChecklistItem[] = [
  { id: 'a', label: 'Acme · Score 12', checked: false },
  { id: 'b', label: 'Globex · Score 30', checked: true },
  { id: 'c', label: 'Initech · Never sent', checked: false, disabled: true },
];

function renderDialog(props: Partial<Parameters<typeof ChecklistDialog>[0]> = {}) {
  const handlers = { onToggle: vi.fn(), onSubmit: vi.fn(), onClose: vi.fn() };
  render(
    <ChecklistDialog
      title="Select Winners"
      intro="Choose the winners."
      items={ITEMS}
      error={null}
      submitLabel="Complete Project"
      busy={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('ChecklistDialog', () => {
  it('lists each item by its label, passes ticks on, and submits once one is checked', () => {
    const { onToggle, onSubmit } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Select Winners' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Globex · Score 30' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Initech · Never sent' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Acme · Score 12' }));
    expect(onToggle).toHaveBeenCalledWith('a', true);
    fireEvent.click(screen.getByRole('button', { name: 'Complete Project' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps submit off with nothing checked, and shows the error', () => {
    renderDialog({ items: ITEMS.map((item) => ({ ...item, checked: false })), error: 'Please choose a winner' });
    expect(screen.getByRole('button', { name: 'Complete Project' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('Please choose a winner');
  });

  it('disables every control while busy', () => {
    renderDialog({ busy: true });
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Complete Project' })).toHaveProperty('disabled', true);
  });
});
