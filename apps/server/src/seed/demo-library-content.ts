/**
 * The demo library's content: benefits and insurance procurement topics, question templates of all nine types, the
 * group tree (3 levels) and the tags. Every topic × template gives one question, so the library has a few hundred.
 */

export interface DemoTopic {
  /** What the questions ask about, as it reads inside a sentence. */
  noun: string;
  /** The options of the topic's multiple-choice question. */
  options: string[];
  /** The group path the topic's questions are linked to (its leaf). */
  group: string[];
  tag: string;
}

export const DEMO_TOPICS: DemoTopic[] = [
  {
    noun: 'medical plan administration',
    options: ['PPO', 'HMO', 'HDHP with HSA', 'EPO'],
    group: ['Benefits', 'Health', 'Medical'],
    tag: 'Health',
  },
  {
    noun: 'dental and vision coverage',
    options: ['Preventive care', 'Orthodontics', 'Eye exams', 'Frames and lenses'],
    group: ['Benefits', 'Health', 'Dental and vision'],
    tag: 'Health',
  },
  {
    noun: 'life and disability insurance',
    options: ['Basic life', 'Supplemental life', 'Short-term disability', 'Long-term disability'],
    group: ['Benefits', 'Income protection', 'Life and disability'],
    tag: 'Insurance',
  },
  {
    noun: 'retirement plan administration',
    options: ['401(k)', 'Roth 401(k)', 'Safe harbor match', 'Auto-enrolment'],
    group: ['Benefits', 'Income protection', 'Retirement'],
    tag: 'Insurance',
  },
  {
    noun: 'wellness programme',
    options: ['Biometric screenings', 'Fitness challenges', 'Mental health support', 'Smoking cessation'],
    group: ['Benefits', 'Wellbeing', 'Wellness'],
    tag: 'Wellbeing',
  },
  {
    noun: 'leave management',
    options: ['FMLA', 'State paid leave', 'Parental leave', 'Intermittent leave'],
    group: ['Benefits', 'Wellbeing', 'Leave'],
    tag: 'Wellbeing',
  },
  {
    noun: 'payroll integration',
    options: ['ADP', 'Paychex', 'UKG', 'Gusto'],
    group: ['Technology', 'Integrations', 'Payroll'],
    tag: 'Integration',
  },
  {
    noun: 'HRIS integration',
    options: ['Workday', 'BambooHR', 'SAP SuccessFactors', 'Oracle HCM'],
    group: ['Technology', 'Integrations', 'HRIS'],
    tag: 'Integration',
  },
  {
    noun: 'carrier connections',
    options: ['EDI 834 files', 'API connections', 'Manual forms', 'Carrier portals'],
    group: ['Technology', 'Integrations', 'Carriers'],
    tag: 'Integration',
  },
  {
    noun: 'open enrolment experience',
    options: ['Decision support', 'Plan comparison', 'Dependent verification', 'Spanish language'],
    group: ['Technology', 'Employee experience', 'Enrolment'],
    tag: 'Employee experience',
  },
  {
    noun: 'employee mobile app',
    options: ['iOS', 'Android', 'Digital ID cards', 'Push notifications'],
    group: ['Technology', 'Employee experience', 'Mobile'],
    tag: 'Employee experience',
  },
  {
    noun: 'data security programme',
    options: ['SOC 2 Type II', 'ISO 27001', 'HITRUST', 'Penetration testing'],
    group: ['Technology', 'Security and compliance', 'Data security'],
    tag: 'Security',
  },
  {
    noun: 'ACA and ERISA compliance support',
    options: ['1094-C and 1095-C filing', 'Form 5500', 'COBRA administration', 'Non-discrimination testing'],
    group: ['Technology', 'Security and compliance', 'Regulatory'],
    tag: 'Compliance',
  },
  {
    noun: 'implementation process',
    options: ['Dedicated project manager', 'Data migration', 'Parallel run', 'Go-live support'],
    group: ['Service', 'Implementation'],
    tag: 'Service',
  },
  {
    noun: 'customer service model',
    options: ['Phone', 'Chat', 'Email', 'In-person'],
    group: ['Service', 'Support'],
    tag: 'Service',
  },
  {
    noun: 'account management',
    options: ['Quarterly reviews', 'Renewal strategy', 'Benchmarking', 'Executive sponsor'],
    group: ['Service', 'Support'],
    tag: 'Service',
  },
  {
    noun: 'claims administration',
    options: ['Claims advocacy', 'Appeals handling', 'Stop-loss reporting', 'Fraud detection'],
    group: ['Service', 'Claims'],
    tag: 'Insurance',
  },
  {
    noun: 'reporting and analytics',
    options: ['Standard reports', 'Custom reports', 'Dashboards', 'Data exports'],
    group: ['Service', 'Reporting'],
    tag: 'Reporting',
  },
  {
    noun: 'pricing model',
    options: ['Per employee per month', 'Flat annual fee', 'Per transaction', 'Tiered volume pricing'],
    group: ['Commercial', 'Pricing'],
    tag: 'Commercial',
  },
  {
    noun: 'contract terms',
    options: ['One-year term', 'Three-year term', 'Rate guarantees', 'Performance guarantees'],
    group: ['Commercial', 'Contracts'],
    tag: 'Commercial',
  },
];

type Definition = Record<string, unknown>;

/** A question template: its definition for a topic, and the tags it adds. */
export interface DemoTemplate {
  definition: (topic: DemoTopic) => Definition;
  tags: string[];
}

const option = (label: string) => ({ label });

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    definition: (topic) => ({
      type: 'TEXT',
      label: `Describe your approach to ${topic.noun}.`,
      helperText: 'Include the teams involved and how clients are kept informed.',
    }),
    tags: ['Narrative'],
  },
  {
    definition: (topic) => ({
      type: 'BOOLEAN',
      label: `Do you provide ${topic.noun} for employers with more than 1,000 employees?`,
      yesAnswerText: 'Yes',
      noAnswerText: 'No',
    }),
    tags: ['Large employer'],
  },
  {
    definition: (topic) => ({
      type: 'NUMBER',
      label: `How many employer clients currently use your ${topic.noun}?`,
      rules: { min: 0, max: null },
      enableNumberFormatting: true,
    }),
    tags: ['Metrics'],
  },
  {
    definition: (topic) => ({
      type: 'LIST',
      label: `Which of the following does your ${topic.noun} support?`,
      view: 'CHECKBOX',
      multiple: true,
      options: topic.options.map(option),
      otherOption: true,
    }),
    tags: ['RFP essentials'],
  },
  {
    definition: (topic) => ({
      type: 'FILE',
      label: `Upload a sample document that describes your ${topic.noun}.`,
      file: { maxSize: 10 * 1024 * 1024, mimeTypes: ['application/pdf'], multiple: true },
    }),
    tags: ['Documents'],
  },
  {
    definition: (topic) => ({ type: 'URL', label: `Link to public documentation of your ${topic.noun}` }),
    tags: [],
  },
  {
    definition: (topic) => ({
      type: 'EMAIL',
      label: `Email address of the person responsible for ${topic.noun}`,
    }),
    tags: ['Contacts'],
  },
  {
    definition: (topic) => ({
      type: 'STRING',
      label: `Name of the team lead for ${topic.noun}`,
      rules: { maxLength: 200 },
    }),
    tags: ['Contacts'],
  },
  {
    definition: (topic) => ({ type: 'VIDEO', label: `Link to a short video demonstrating your ${topic.noun}` }),
    tags: ['Demo'],
  },
  {
    definition: (topic) => ({
      type: 'NUMBER',
      label: `What is the typical implementation time for ${topic.noun}?`,
      rules: { min: 1, max: 104 },
      suffix: 'weeks',
    }),
    tags: ['Metrics'],
  },
  {
    definition: (topic) => ({
      type: 'LIST',
      label: `How is your ${topic.noun} priced?`,
      view: 'RADIO',
      options: ['Per employee per month', 'Flat annual fee', 'Per transaction', 'Included in the base fee'].map(option),
    }),
    tags: ['Commercial', 'RFP essentials'],
  },
  {
    definition: (topic) => ({
      type: 'BOOLEAN',
      label: `Do you offer performance guarantees for ${topic.noun}?`,
      yesAnswerText: 'Yes, with fees at risk',
      noAnswerText: 'No',
    }),
    tags: ['Commercial'],
  },
  {
    definition: (topic) => ({
      type: 'TEXT',
      label: `What are the known limitations of your ${topic.noun}, and how do clients work around them?`,
    }),
    tags: ['Narrative', 'Renewal'],
  },
  {
    definition: (topic) => ({
      type: 'TEXT',
      label: `Describe a recent client where your ${topic.noun} made a measurable difference.`,
      helperText: 'Name the industry, the headcount and the result.',
    }),
    tags: ['Narrative', 'References'],
  },
];

/** Tags visible to every company (no owner); the others are Northwind's private tags. */
export const DEMO_PUBLIC_TAGS = ['RFP essentials', 'Compliance', 'Security', 'Health', 'Insurance'];
