/**
 * The AI evaluation's directory (issue 36): supplier companies of ten procurement domains with their products,
 * service types, industries and descriptions, and each domain's library questions. bench/ai/evaluation-set.ts names
 * what a domain person would pick from them for each keyword.
 */

export interface AiDemoVendor {
  name: string;
  industry: string;
  contactName: string;
  products: Array<{ name: string; description: string; serviceTypes: string[] }>;
}

export interface AiDemoDomain {
  /** The broker's service type of the domain and the library group of its questions. */
  serviceType: string;
  vendors: AiDemoVendor[];
  questions: Array<Record<string, unknown>>;
}

export const vendor = (
  name: string,
  industry: string,
  contactName: string,
  ...products: AiDemoVendor['products']
): AiDemoVendor => ({ name, industry, contactName, products });
export const product = (name: string, description: string, ...serviceTypes: string[]) => ({
  name,
  description,
  serviceTypes,
});
export const text = (label: string) => ({ type: 'TEXT', label });
export const yesNo = (label: string) => ({ type: 'BOOLEAN', label, yesAnswerText: 'Yes', noAnswerText: 'No' });
export const count = (label: string) => ({ type: 'NUMBER', label, rules: { min: 0, max: null } });
export const choice = (label: string, options: string[]) => ({
  type: 'LIST',
  label,
  view: 'CHECKBOX',
  multiple: true,
  options: options.map((option) => ({ label: option })),
});

/** The first five domains; demo-ai-directory-domains.ts holds the rest. */
export const AI_DEMO_DOMAINS_A: AiDemoDomain[] = [
  {
    serviceType: 'Payroll outsourcing',
    vendors: [
      vendor(
        'PayStream Services',
        'Payroll',
        'Paula Stream',
        product(
          'PayStream Managed Payroll',
          'Fully managed payroll: gross-to-net calculation, payslips and year-end tax filings for multi-state employers.',
          'Payroll outsourcing',
          'Payroll',
        ),
      ),
      vendor(
        'Ledgerline',
        'Accounting',
        'Leo Ledger',
        product(
          'Ledgerline Salary Bureau',
          'A salary processing bureau for mid-sized companies, with a payslip portal and pension deductions.',
          'Payroll outsourcing',
        ),
      ),
      vendor(
        'Northgate Payroll Partners',
        'Payroll',
        'Nina Gate',
        product(
          'Northgate Global Payroll',
          'Multi-country payroll in 40 countries through one provider, with local compliance checks.',
          'Payroll',
        ),
      ),
    ],
    questions: [
      count('How many payslips do you process each month?'),
      text('Describe your year-end payroll tax filing process.'),
      choice('Which payroll frequencies do you support?', ['Weekly', 'Biweekly', 'Semi-monthly', 'Monthly']),
      yesNo('Do you provide an employee self-service payslip portal?'),
      text('How do you run payroll for employees in several states?'),
    ],
  },
  {
    serviceType: 'Cloud hosting',
    vendors: [
      vendor(
        'Stratus Hosting',
        'Information Technology',
        'Stella Stratus',
        product(
          'Stratus Managed Cloud',
          'Managed cloud hosting on dedicated virtual servers with 24/7 monitoring.',
          'Cloud hosting',
        ),
      ),
      vendor(
        'Nimbus Data Centres',
        'Data Centres',
        'Ned Nimbus',
        product(
          'Nimbus Colocation',
          'Colocation and private cloud in two UK data centres with redundant power.',
          'Cloud hosting',
        ),
        product(
          'Nimbus Backup Vault',
          'Offsite data backup and disaster recovery for servers hosted with us or elsewhere.',
          'Cloud hosting',
        ),
      ),
      vendor(
        'Altocloud',
        'Information Technology',
        'Alan Alto',
        product(
          'Altocloud Kubernetes',
          'Hosting of containerised applications in the cloud, with autoscaling and a 99.95% uptime SLA.',
        ),
      ),
    ],
    questions: [
      text('Where are your data centres located?'),
      count('What uptime percentage does your hosting SLA guarantee?'),
      text('Describe your backup and disaster recovery arrangements for hosted servers.'),
      yesNo('Can hosted data be kept within the European Union?'),
      choice('Which cloud hosting models do you offer?', [
        'Public cloud',
        'Private cloud',
        'Hybrid cloud',
        'Colocation',
      ]),
    ],
  },
  {
    serviceType: 'Cyber security',
    vendors: [
      vendor(
        'Bastion Cyber',
        'Cyber Security',
        'Bea Bastion',
        product(
          'Bastion Penetration Testing',
          'CREST-accredited penetration testing of networks, web applications and cloud estates.',
          'Cyber security',
        ),
      ),
      vendor(
        'Sentinel SOC',
        'Cyber Security',
        'Sid Sentinel',
        product(
          'Sentinel Managed Detection',
          'A 24/7 security operations centre: threat detection, incident response and SIEM management.',
          'Cyber security',
        ),
      ),
      vendor(
        'Keystone Compliance',
        'Consulting',
        'Kim Keystone',
        product(
          'Keystone ISO 27001 Readiness',
          'Information security consulting: ISO 27001 gap analysis, policies and audit support.',
          'Cyber security',
        ),
      ),
      vendor(
        'Phishguard',
        'Training',
        'Phil Guard',
        product('Phishguard Awareness', 'Security awareness training and simulated phishing campaigns for staff.'),
      ),
    ],
    questions: [
      text('Describe your incident response process and notification times.'),
      yesNo('Are your penetration testers CREST or OSCP certified?'),
      choice('Which security certifications does your company hold?', [
        'ISO 27001',
        'SOC 2 Type II',
        'Cyber Essentials Plus',
        'PCI DSS',
      ]),
      text('How do you detect and respond to threats outside business hours?'),
      count('How many security analysts staff your operations centre?'),
    ],
  },
  {
    serviceType: 'Facilities management',
    vendors: [
      vendor(
        'Brightway Facilities',
        'Facilities',
        'Brian Bright',
        product(
          'Brightway Office Cleaning',
          'Daily office cleaning, washroom services and deep cleans for multi-site clients.',
          'Facilities management',
        ),
      ),
      vendor(
        'Cornerstone FM',
        'Facilities',
        'Cora Stone',
        product(
          'Cornerstone Integrated FM',
          'Integrated facilities management: planned maintenance, reception, mailroom and cleaning.',
          'Facilities management',
        ),
      ),
      vendor(
        'Guardian Site Services',
        'Security Services',
        'Gary Guardian',
        product(
          'Guardian Security Guarding',
          'Manned security guarding, key holding and alarm response for offices and warehouses.',
          'Facilities management',
        ),
      ),
      vendor(
        'Greencycle Waste',
        'Environmental Services',
        'Gwen Cycle',
        product(
          'Greencycle Commercial Waste',
          'Commercial waste collection and recycling with monthly landfill diversion reports.',
        ),
      ),
    ],
    questions: [
      text('Describe how you schedule and audit office cleaning.'),
      count('How many sites do you maintain for your largest facilities management client?'),
      yesNo('Are your security guards licensed by the relevant authority?'),
      text('How do you report on planned and reactive maintenance?'),
      count('What share of collected waste do you divert from landfill?'),
    ],
  },
];
