import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderProjectForm, SOON } from './project-form-test-kit';

describe('ProjectForm', () => {
  it('fills the later dates when a publish date is chosen', () => {
    renderProjectForm();
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: '2030-03-02' } });
    expect(screen.getByLabelText(/Intent to Respond/)).toHaveProperty('value', '2030-03-16');
    expect(screen.getByLabelText(/RFP Submission Deadline/)).toHaveProperty('value', '2030-03-26');
    expect(screen.getByLabelText(/Decision Notification Date/)).toHaveProperty('value', '2030-04-05');
  });

  it('keeps a year being typed as typed and fills the later dates only from the complete day', () => {
    renderProjectForm();
    const publish = screen.getByLabelText(/Publish Date/);
    // What Chromium reports, keystroke by keystroke, while 11/25/2030 is typed.
    for (const partial of ['0002-11-25', '0020-11-25', '0203-11-25']) {
      fireEvent.change(publish, { target: { value: partial } });
      expect(publish).toHaveProperty('value', partial);
      expect(screen.getByLabelText(/Intent to Respond/)).toHaveProperty('value', '');
    }
    fireEvent.change(publish, { target: { value: '2030-11-25' } });
    expect(publish).toHaveProperty('value', '2030-11-25');
    expect(screen.getByLabelText(/Intent to Respond/)).toHaveProperty('value', '2030-12-09');
    expect(screen.getByLabelText(/RFP Submission Deadline/)).toHaveProperty('value', '2030-12-19');
    expect(screen.getByLabelText(/Decision Notification Date/)).toHaveProperty('value', '2030-12-29');
  });

  it('says a half-typed date is not a valid date on submit', async () => {
    renderProjectForm();
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: '0202-11-25' } });
    fireEvent.change(screen.getByLabelText(/Supplier Clarification/), { target: { value: '0020-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Must be a valid date')).toHaveLength(2);
    expect(screen.getByLabelText(/Publish Date/)).toHaveProperty('value', '0202-11-25');
  });

  it('asks for a contact and a long enough description before saving', async () => {
    const onSave = renderProjectForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Payroll RFP' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Too short' } });
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: SOON } });
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
    const onSave = renderProjectForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Payroll RFP' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'A'.repeat(120) } });
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: SOON } });
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

  it('uploads an attached file and saves it with its description', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([
        { id: 'f1', filename: 'brief.pdf', url: '/api/file/f1', mimetype: 'application/pdf', size: 4, description: '' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSave = renderProjectForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Payroll RFP' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'A'.repeat(120) } });
    fireEvent.change(screen.getByLabelText(/Publish Date/), { target: { value: SOON } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Contact 1/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Peter Manager' }));
    fireEvent.change(screen.getByLabelText('Files to attach'), {
      target: { files: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('link', { name: 'brief.pdf' })).toHaveProperty(
      'href',
      expect.stringContaining('/api/file/f1'),
    );
    fireEvent.change(screen.getByLabelText(/Description of brief.pdf/), { target: { value: 'Scope of work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ files: [{ id: 'f1', description: 'Scope of work' }] });
    vi.unstubAllGlobals();
  });
});
