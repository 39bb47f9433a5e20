/**
 * Issue 36's labelled evaluation set: for each keyword a buyer might type, the supplier companies (by name) and the
 * library questions (by label) a domain person would pick from the demo data (apps/server/src/seed/demo-ai-*.ts and
 * demo-suppliers.ts). Typos and stems are in on purpose: a buyer types them too.
 */
export interface EvaluationCase {
  keyword: string;
  vendors: readonly string[];
  questions: readonly string[];
}

const PAYROLL = [
  'How many payslips do you process each month?',
  'Describe your year-end payroll tax filing process.',
  'Which payroll frequencies do you support?',
  'Do you provide an employee self-service payslip portal?',
  'How do you run payroll for employees in several states?',
] as const;
const HOSTING = [
  'Where are your data centres located?',
  'What uptime percentage does your hosting SLA guarantee?',
  'Describe your backup and disaster recovery arrangements for hosted servers.',
  'Can hosted data be kept within the European Union?',
  'Which cloud hosting models do you offer?',
] as const;
const SECURITY = [
  'Describe your incident response process and notification times.',
  'Are your penetration testers CREST or OSCP certified?',
  'Which security certifications does your company hold?',
  'How do you detect and respond to threats outside business hours?',
  'How many security analysts staff your operations centre?',
] as const;
const FACILITIES = [
  'Describe how you schedule and audit office cleaning.',
  'How many sites do you maintain for your largest facilities management client?',
  'Are your security guards licensed by the relevant authority?',
  'How do you report on planned and reactive maintenance?',
  'What share of collected waste do you divert from landfill?',
] as const;
const LEGAL = [
  'Describe your experience with employment tribunal claims.',
  'Do you offer fixed fees for contract drafting?',
  'How many qualified lawyers would work on our matters?',
  'How do you manage conflicts of interest?',
  'Which areas of law do you cover?',
] as const;
const TRAVEL = [
  'How do you track travellers for duty of care during a trip?',
  'Can travel bookings be checked against our travel policy before they are made?',
  'What is your average response time for urgent travel changes, in minutes?',
  'Describe the travel spend reports you provide each month.',
] as const;
const RECRUITMENT = [
  'What is your average time to fill a permanent role, in days?',
  'Describe how you screen candidates before they are presented.',
  'Do you offer a replacement guarantee if a hire leaves early?',
  'How do you source candidates for executive search assignments?',
] as const;
const TRANSLATION = [
  'How many languages do you translate into?',
  'Are your translations certified for legal use?',
  'Describe how you check the quality of a translation before delivery.',
  'How quickly can you book an interpreter for a meeting?',
] as const;

const PAYROLL_VENDORS = ['PayStream Services', 'Ledgerline', 'Northgate Payroll Partners', 'Initech Payroll'];
const SECURITY_VENDORS = ['Bastion Cyber', 'Sentinel SOC', 'Keystone Compliance', 'Phishguard'];

export const EVALUATION_SET: EvaluationCase[] = [
  { keyword: 'payroll outsourcing', vendors: PAYROLL_VENDORS, questions: PAYROLL },
  {
    keyword: 'payslips',
    vendors: ['PayStream Services', 'Ledgerline'],
    questions: [PAYROLL[0], PAYROLL[3]],
  },
  { keyword: 'multi-country payroll', vendors: ['Northgate Payroll Partners'], questions: [PAYROLL[4]] },
  {
    keyword: 'salary processing',
    vendors: ['Ledgerline', 'PayStream Services', 'Northgate Payroll Partners'],
    questions: [PAYROLL[0], PAYROLL[2]],
  },
  { keyword: 'cloud hosting', vendors: ['Stratus Hosting', 'Nimbus Data Centres', 'Altocloud'], questions: HOSTING },
  { keyword: 'data centre', vendors: ['Nimbus Data Centres'], questions: [HOSTING[0], HOSTING[3]] },
  { keyword: 'disaster recovery', vendors: ['Nimbus Data Centres'], questions: [HOSTING[2]] },
  {
    keyword: 'managed servers',
    vendors: ['Stratus Hosting', 'Nimbus Data Centres'],
    questions: [HOSTING[1], HOSTING[2]],
  },
  { keyword: 'cyber security', vendors: SECURITY_VENDORS, questions: SECURITY },
  { keyword: 'cyber securty', vendors: SECURITY_VENDORS, questions: SECURITY },
  { keyword: 'penetration testing', vendors: ['Bastion Cyber'], questions: [SECURITY[1]] },
  { keyword: 'penetration tesing', vendors: ['Bastion Cyber'], questions: [SECURITY[1]] },
  {
    keyword: 'security operations centre',
    vendors: ['Sentinel SOC'],
    questions: [SECURITY[0], SECURITY[3], SECURITY[4]],
  },
  { keyword: 'ISO 27001', vendors: ['Keystone Compliance'], questions: [SECURITY[2]] },
  { keyword: 'office cleaning', vendors: ['Brightway Facilities', 'Cornerstone FM'], questions: [FACILITIES[0]] },
  {
    keyword: 'facilities management',
    vendors: ['Brightway Facilities', 'Cornerstone FM', 'Guardian Site Services', 'Greencycle Waste'],
    questions: FACILITIES,
  },
  { keyword: 'security guards', vendors: ['Guardian Site Services'], questions: [FACILITIES[2]] },
  { keyword: 'waste recycling', vendors: ['Greencycle Waste'], questions: [FACILITIES[4]] },
  { keyword: 'planned maintenance', vendors: ['Cornerstone FM'], questions: [FACILITIES[3]] },
  { keyword: 'employment law', vendors: ['Harrow & Finch'], questions: [LEGAL[0], LEGAL[4]] },
  { keyword: 'contract review', vendors: ['Marlow Legal', 'Clausewise'], questions: [LEGAL[1], LEGAL[4]] },
  { keyword: 'legal services', vendors: ['Harrow & Finch', 'Marlow Legal', 'Clausewise'], questions: LEGAL },
  { keyword: 'business travel', vendors: ['Jetwise Travel', 'Roamly', 'Meridian Events'], questions: TRAVEL },
  { keyword: 'hotel booking', vendors: ['Jetwise Travel', 'Roamly'], questions: [TRAVEL[1]] },
  { keyword: 'duty of care', vendors: ['Jetwise Travel'], questions: [TRAVEL[0]] },
  {
    keyword: 'recruitment agency',
    vendors: ['Talentbridge', 'Apex Search Partners', 'Shiftpool'],
    questions: RECRUITMENT,
  },
  { keyword: 'executive search', vendors: ['Apex Search Partners'], questions: [RECRUITMENT[3]] },
  { keyword: 'temporary staff', vendors: ['Shiftpool'], questions: [RECRUITMENT[1]] },
  {
    keyword: 'fleet leasing',
    vendors: ['Roadstar Leasing', 'Voltfleet'],
    questions: [
      'Is routine vehicle maintenance included in the lease?',
      'How many vehicles do you manage for your largest fleet client?',
    ],
  },
  {
    keyword: 'electric vehicles',
    vendors: ['Voltfleet'],
    questions: ['Describe your electric vehicle charging offer for company fleets.'],
  },
  {
    keyword: 'vehicle tracking',
    vendors: ['Trackline Telematics'],
    questions: ['What telematics data do you report on driver behaviour?'],
  },
  {
    keyword: 'mobile phone contracts',
    vendors: ['Orbit Mobile'],
    questions: [
      'How many mobile lines do you support for your largest business client?',
      'Which telecoms services can you provide?',
    ],
  },
  {
    keyword: 'broadband',
    vendors: ['Fibreline Networks'],
    questions: [
      'Describe the fix time guarantee on your broadband and leased lines.',
      'Which telecoms services can you provide?',
    ],
  },
  { keyword: 'phone system', vendors: ['Callwave'], questions: ['Does your phone system support call recording?'] },
  { keyword: 'translation services', vendors: ['Lingua Bridge', 'Polyglot Live', 'Localizo'], questions: TRANSLATION },
  { keyword: 'interpreting', vendors: ['Polyglot Live'], questions: [TRANSLATION[3]] },
];
