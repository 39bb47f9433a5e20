/** The demo logins printed at start-up; every one uses DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Shortlist#2025';

export const DEMO_ADMIN = { email: 'admin@shortlist.local', firstName: 'Ada', lastName: 'Admin' };

export const DEMO_BROKER_COMPANY = { name: 'Northwind Brokerage', website: 'https://northwind.example' };
/** One user per default broker role, keyed by the role's name. */
export const DEMO_BROKER_USERS: Record<string, { email: string; firstName: string; lastName: string }> = {
  'Company Administrator': { email: 'owner@northwind.example', firstName: 'Olivia', lastName: 'Owner' },
  'Project Manager': { email: 'pm@northwind.example', firstName: 'Peter', lastName: 'Manager' },
  'Domain Expert': { email: 'expert@northwind.example', firstName: 'Erin', lastName: 'Expert' },
  Viewer: { email: 'viewer@northwind.example', firstName: 'Victor', lastName: 'Viewer' },
};

export const DEMO_SUPPLIER_COMPANY = { name: 'Acme Software', website: 'https://acme.example' };
export const DEMO_SUPPLIER_USER = { email: 'supplier@acme.example', firstName: 'Sam', lastName: 'Supplier' };
/** A competing supplier's login (Globex Benefits' administrator), so a losing supplier's side can be seen too. */
export const DEMO_COMPETITOR_USER = { email: 'grace@globex.example', firstName: 'Grace', lastName: 'Globex' };
export const DEMO_COMPETITOR_COMPANY = 'Globex Benefits';

export const DEMO_CLIENTS = [
  {
    name: 'Contoso Manufacturing',
    website: 'https://contoso.example',
    location: 'Chicago, IL',
    employeeSize: 'LARGE' as const,
    description: 'Industrial manufacturer reviewing its benefits administration.',
  },
  {
    name: 'Fabrikam Health',
    website: 'https://fabrikam.example',
    location: 'Boston, MA',
    employeeSize: 'MID_MARKET' as const,
    description: 'Regional healthcare group.',
  },
  {
    name: 'Tailspin Logistics',
    website: 'https://tailspin.example',
    location: 'Dallas, TX',
    employeeSize: 'SMALL' as const,
    description: '',
  },
];

export const DEMO_PROJECT_TYPES = [
  { label: 'Benefits Administration', description: 'Platforms that run employee benefits enrolment.' },
  { label: 'Payroll', description: 'Payroll processing and tax filing.' },
  { label: 'Insurance Placement', description: 'Group insurance programmes.' },
];

export const DEMO_SERVICE_TYPES = ['Payroll', 'HRIS', 'Benefits Enrolment', 'Wellness'];
