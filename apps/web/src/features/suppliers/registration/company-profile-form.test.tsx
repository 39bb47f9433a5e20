import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@shortlist/domain';
import { describe, expect, it, vi } from 'vitest';
import type { VendorRegistrationProfileFieldsFragment as Profile } from '../../../gql/graphql';
import { CompanyProfileForm } from './company-profile-form';
import { RegistrationStepper } from './registration-stepper';

const PROFILE: Profile = {
  id: 'c1',
  companyName: 'Payroll Cloud Ltd',
  website: 'https://payroll.example',
  contactName: 'Sue Supplier',
  email: 'sales@payroll.example',
  phone: '',
  industry: '',
  registrationStep: 'REGISTERED',
  invitationProjectId: 'p1',
  products: [{ id: '6f1c1b52-3c39-4f57-9d0c-0d9b6f0c1a11', name: 'Payroll Cloud', description: '', serviceTypes: [] }],
  serviceTypeOptions: [
    { id: '7a2d2c63-4d4a-4a68-8e1d-1e0c7a1d2b22', label: 'Benefits' },
    { id: '8b3e3d74-5e5b-4b79-9f2e-2f1d8b2e3c33', label: 'Payroll' },
  ],
};

describe('CompanyProfileForm', () => {
  it('pre-fills the profile, checks the product name limit and sends products with their service types', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    render(<CompanyProfileForm profile={PROFILE} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveProperty('value', 'Payroll Cloud Ltd');
    const product = screen.getByRole('group', { name: 'Product 1' });
    const name = within(product).getByRole('textbox', { name: 'Product Name' });
    expect(name).toHaveProperty('value', 'Payroll Cloud');
    expect(within(product).queryByRole('button', { name: /Remove/ })).toBeNull();

    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findAllByText(MESSAGES.maxLength(100))).not.toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Payroll Cloud' } });
    fireEvent.mouseDown(within(product).getByRole('combobox', { name: 'Service Types' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Payroll' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const added = screen.getByRole('group', { name: 'Product 2' });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Product Name' }), { target: { value: 'Time' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      companyName: 'Payroll Cloud Ltd',
      products: [
        { id: PROFILE.products[0]?.id, name: 'Payroll Cloud', serviceTypeIds: [PROFILE.serviceTypeOptions[1]?.id] },
        { id: null, name: 'Time', serviceTypeIds: [] },
      ],
    });
  });

  it('refuses a profile without a contact name', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => undefined);
    render(<CompanyProfileForm profile={{ ...PROFILE, contactName: '' }} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Contact Name' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('RegistrationStepper', () => {
  it('marks the step the company works on next', () => {
    render(<RegistrationStepper step="PROFILE_CREATED" />);
    expect(screen.getByText('Profile is Submitted').closest('[aria-current="step"]')).not.toBeNull();
    expect(screen.getByText('Account is Created').closest('[aria-current="step"]')).toBeNull();
  });
});
