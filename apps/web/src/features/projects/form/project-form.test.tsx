import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProjectForm } from './project-form';
import { emptyProjectForm } from './project-form-fields';
import type { ProjectFormOptions } from './use-project-form-options';

const OPTIONS: ProjectFormOptions = {
  loading: false,
  enableExperts: true,
  answersMaxLength: [500, 1000, 2000],
  serviceTypes: [],
  projectTypes: [],
  clients: [],
  managers: [{ id: 'u1', label: 'Peter Manager', detail: 'pm@northwind.example' }],
  managerUsers: [],
  experts: [],
  viewers: [],
};

function renderForm(onSave = vi.fn(async (_values: unknown) => {})) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SnackbarProvider>
          <ProjectForm
            title="Create Project"
            initial={emptyProjectForm('RFP')}
            isNew
            options={OPTIONS}
            enableExperts
            publishDateEditable
            onSave={onSave}
            onCancel={() => {}}
          />
        </SnackbarProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return onSave;
}

describe('ProjectForm', () => {
  it('fills the later dates when a publish date is chosen', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: '2030-03-02' } });
    expect(screen.getByLabelText(/Intent to Respond/)).toHaveProperty('value', '2030-03-16');
    expect(screen.getByLabelText(/RFP Submission Deadline/)).toHaveProperty('value', '2030-03-26');
    expect(screen.getByLabelText(/Decision Notification Date/)).toHaveProperty('value', '2030-04-05');
  });

  it('asks for a contact and a long enough description before saving', async () => {
    const onSave = renderForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Payroll RFP' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Too short' } });
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: '2030-03-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please add at least one contact')).toBeTruthy();
    expect(screen.getByText('Must be greater than or equal to 100 characters')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'A'.repeat(120) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'pm@northwind.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the form when it is valid', async () => {
    const onSave = renderForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Payroll RFP' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'A'.repeat(120) } });
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: '2030-03-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Contact 1/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Peter Manager' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      brokerageContacts: [{ userId: 'u1', email: 'pm@northwind.example', phoneNumber: '' }],
      locationOriginated: 'Worldwide',
    });
  });
});
