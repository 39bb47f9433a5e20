import { MESSAGES } from '@shortlist/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompanyProfileForm } from './company-profile-form';
import { RegistrationStepper } from './registration-stepper';
import { buildVendorProfile } from './vendor-profile-test-kit';

const PROFILE = buildVendorProfile();

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
