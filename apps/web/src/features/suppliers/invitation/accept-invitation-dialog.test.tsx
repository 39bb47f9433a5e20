import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AcceptInvitationDialog, type OwnProductChoice } from './accept-invitation-dialog';

function renderDialog(choices: OwnProductChoice[] | null) {
  const onAccept = vi.fn();
  render(
    <AcceptInvitationDialog
      open
      projectName="Benefits RFP"
      productName="Acme Payroll"
      choices={choices}
      busy={false}
      onAccept={onAccept}
      onCancel={vi.fn()}
    />,
  );
  return { onAccept, accept: () => screen.getByRole('button', { name: 'Accept' }) };
}

describe('AcceptInvitationDialog', () => {
  it('shows the invited product read-only and accepts it as it is', () => {
    const { onAccept, accept } = renderDialog(null);
    expect(screen.getByRole('textbox', { name: 'Product' })).toHaveProperty('readOnly', true);
    fireEvent.click(accept());
    expect(onAccept).toHaveBeenCalledWith(null);
  });

  it('has a supplier invited by e-mail choose one of its products before accepting', () => {
    const { onAccept, accept } = renderDialog([
      { id: 'p1', name: 'Payroll Cloud' },
      { id: 'p2', name: 'Benefits Desk' },
    ]);
    expect(accept()).toHaveProperty('disabled', true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Product/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Benefits Desk' }));
    expect(accept()).toHaveProperty('disabled', false);
    fireEvent.click(accept());
    expect(onAccept).toHaveBeenCalledWith('p2');
  });
});
