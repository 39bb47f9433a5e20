import { PROJECT_TEMPLATE_TEXTS } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PickerOption } from '../../../components/form';
import { toProjectInput } from './project-form-fields';
import { renderProjectForm, SOON } from './project-form-test-kit';

const PUBLISHED: PickerOption[] = [
  { id: 't1', label: 'Employee Benefits RFP Template — Northwind Brokerage' },
  { id: 't2', label: 'Payroll Template — Contoso Brokers' },
];

const templatesField = () => screen.getByRole('combobox', { name: PROJECT_TEMPLATE_TEXTS.label });

describe('Templates field of the project form', () => {
  it('lists the published templates and sends the chosen ids on create', async () => {
    const onSave = renderProjectForm({ options: { templates: PUBLISHED } });
    expect(screen.getByText(PROJECT_TEMPLATE_TEXTS.helper)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Payroll RFP' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'A'.repeat(120) } });
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: SOON } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Contact 1/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Peter Manager' }));

    fireEvent.mouseDown(templatesField());
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(PUBLISHED.map((template) => template.label));
    fireEvent.click(within(listbox).getByRole('option', { name: PUBLISHED[1]?.label }));
    fireEvent.mouseDown(templatesField());
    fireEvent.click(await screen.findByRole('option', { name: PUBLISHED[0]?.label }));

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const values = onSave.mock.calls[0]?.[0];
    expect(values?.templateIds).toEqual(['t2', 't1']);
    if (!values) throw new Error('no values');
    expect(toProjectInput(values, { create: true }).templateIds).toEqual(['t2', 't1']);
    expect(toProjectInput(values)).not.toHaveProperty('templateIds');
  });

  it('is disabled and says so when no template is published', () => {
    renderProjectForm({ options: { templates: [] } });
    expect(templatesField()).toHaveProperty('disabled', true);
    expect(screen.getByText(PROJECT_TEMPLATE_TEXTS.none)).toBeTruthy();
  });

  it('is not shown on the form of an existing project', () => {
    renderProjectForm({ options: { templates: PUBLISHED }, isNew: false });
    expect(screen.queryByRole('combobox', { name: PROJECT_TEMPLATE_TEXTS.label })).toBeNull();
    expect(screen.queryByText(PROJECT_TEMPLATE_TEXTS.helper)).toBeNull();
  });
});
