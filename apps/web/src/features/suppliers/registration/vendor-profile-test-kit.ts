import type { VendorRegistrationProfileFieldsFragment as Profile } from '../../../gql/graphql';

/** A supplier company's registration profile as the API answers it (one product, two service types to pick). */
export function buildVendorProfile(overrides: Partial<Profile> = {}) {
  return {
    __typename: 'VendorRegistrationProfile' as const,
    id: 'c1',
    companyName: 'Payroll Cloud Ltd',
    website: 'https://payroll.example',
    contactName: 'Sue Supplier',
    email: 'sales@payroll.example',
    phone: '',
    industry: 'Payroll',
    registrationStep: 'REGISTERED' as Profile['registrationStep'],
    invitationProjectId: 'p1' as string | null,
    products: [
      {
        __typename: 'VendorProfileProduct' as const,
        id: '6f1c1b52-3c39-4f57-9d0c-0d9b6f0c1a11',
        name: 'Payroll Cloud',
        description: '',
        serviceTypes: [] as Profile['serviceTypeOptions'],
      },
    ],
    serviceTypeOptions: [
      { id: '7a2d2c63-4d4a-4a68-8e1d-1e0c7a1d2b22', label: 'Benefits' },
      { id: '8b3e3d74-5e5b-4b79-9f2e-2f1d8b2e3c33', label: 'Payroll' },
    ] as Profile['serviceTypeOptions'],
    ...overrides,
  };
}
