import { VENDOR_PROFILE_MESSAGES } from '@shortlist/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VendorRegistrationProfileFieldsFragment as Profile } from '../../../gql/graphql';
import { renderInApp } from '../../../test/render-in-app';
import { VendorProfileDocument } from './registration-documents';
import { REGISTRATION_PATHS } from './registration-paths';
import { VendorProfilePage } from './vendor-profile-page';
import { buildVendorProfile } from './vendor-profile-test-kit';

const profile = (registrationStep: Profile['registrationStep']) =>
  buildVendorProfile({ registrationStep, serviceTypeOptions: [] });

const renderProfile = (registrationStep: Profile['registrationStep']) =>
  renderInApp(<VendorProfilePage />, {
    path: '/vendors/c1',
    route: REGISTRATION_PATHS.vendorRoute,
    mocks: [
      {
        request: { query: VendorProfileDocument, variables: { id: 'c1' } },
        result: { data: { vendorProfile: profile(registrationStep) } },
      },
    ],
  });

const currentStep = () => document.querySelector('[aria-current="step"]');

describe('VendorProfilePage', () => {
  it('offers Submit Profile as the current step before submission', async () => {
    renderProfile('PROFILE_CREATED');
    expect(await screen.findByRole('button', { name: 'Submit Profile' })).toBeTruthy();
    expect(currentStep()?.textContent).toContain('Profile is Submitted');
  });

  it('shows a submitted profile as done, awaiting no approval, with the way to the invitation', async () => {
    renderProfile('SUBMITTED');
    expect(await screen.findByText(VENDOR_PROFILE_MESSAGES.profileSubmitted)).toBeTruthy();
    expect(screen.getByText(VENDOR_PROFILE_MESSAGES.profileSubmittedNext)).toBeTruthy();
    expect(screen.queryByText('Awaiting for Approval')).toBeNull();
    expect(screen.getByText('Ready to Accept Invitations')).toBeTruthy();
    expect(currentStep()).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the Invitation' }).getAttribute('href')).toBe(
      '/invite-to-project/p1/preview',
    );
    expect(screen.queryByRole('button', { name: 'Submit Profile' })).toBeNull();
  });
});
