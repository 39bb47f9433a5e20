export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
}

/** The Terms and Conditions text, written from the terms facts of spec 1 §1. Sections are numbered 1 to 17. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: 'Acceptance of These Terms',
    paragraphs: [
      'These Terms and Conditions govern access to and use of the Shortlist platform. By creating an account, accepting an invitation or using the platform you agree to them on behalf of yourself and the organisation you represent.',
      'If you do not agree, you must not use the platform. When these terms change, you will be asked to accept the new version before you continue.',
    ],
  },
  {
    title: 'Definitions',
    paragraphs: [
      '"Platform" means the Shortlist web application and its programming interfaces. "Customer" means the organisation that holds a subscription. "User" means a person given access to the platform by a Customer, by an invitation or by us.',
      '"Project" means an RFI, RFP or PANEL exercise run on the platform, together with its sections, questions, answers, scores and reports. "Content" means any material a User puts on the platform.',
    ],
  },
  {
    title: 'User Categories',
    paragraphs: [
      'Buy-side users are brokerage firms and buying organisations and the people who act for them: project owners, project managers, domain experts, approvers and viewers. They create projects, invite suppliers, score answers and choose winners.',
      'Sell-side users are suppliers and vendors. They accept or decline project invitations, answer questions, ask questions through the FAQ and see the outcome of the projects they take part in.',
      'Platform administrators manage companies, users, roles, clients and reference lists, and may act on behalf of a company only where that company has enabled it.',
    ],
  },
  {
    title: 'Accounts and Security',
    paragraphs: [
      'You must give accurate registration details, keep your password confidential and tell us promptly of any unauthorised use of your account. You must be at least 16 years old to hold an account.',
      'Customers are responsible for the users they invite, the roles and privileges they grant, and for removing access that is no longer needed.',
    ],
  },
  {
    title: 'Acceptable Use',
    paragraphs: [
      'You must not use the platform to break the law, to upload malicious code, to probe or disrupt the service, to access data you are not entitled to, or to send unsolicited communications.',
      'We may suspend access that puts the platform or other users at risk while we investigate.',
    ],
  },
  {
    title: 'Projects, Answers and Content',
    paragraphs: [
      'Each party keeps ownership of the Content it provides. Buy-side users own their projects and questions; sell-side users own their answers. You grant us the rights needed to host, process and display your Content to the users you share it with, for the sole purpose of running the platform.',
      'You are responsible for the accuracy of the Content you provide and for having the right to share it.',
    ],
  },
  {
    title: 'AI Assistance',
    paragraphs: [
      'The platform offers AI assistance such as supplier search, question generation and client discovery generation. AI output is advisory only: it may be incomplete or inaccurate and does not replace your own judgement.',
      'You remain responsible for reviewing AI output before relying on it or sharing it, and for every decision taken in a project.',
    ],
  },
  {
    title: 'Subscriptions and Fees',
    paragraphs: [
      'Paid plans are billed monthly in advance through our card payment provider. Plan limits, such as the number of users and the projects and AI searches included, are those of the plan in force.',
      'A subscription may be cancelled at any time; access continues until the end of the paid period, after which the account moves to the free plan.',
    ],
  },
  {
    title: 'Service Availability',
    paragraphs: [
      'We aim for the platform to be available 99.5% of each calendar month, excluding scheduled maintenance announced in advance and events beyond our reasonable control.',
      'We may change or improve features provided the platform continues to serve its core purpose.',
    ],
  },
  {
    title: 'Data Retention',
    paragraphs: [
      'Data of active projects is retained for the duration of the project plus 2 years, so that decisions can be reviewed and audited.',
      'Account data and analytics are retained as described in our Privacy Policy.',
    ],
  },
  {
    title: 'Export of Content',
    paragraphs: [
      'You may export your Content at any time through the reports the platform provides. After termination you may export your Content for 30 days; after that period we may delete it, subject to the retention periods above.',
    ],
  },
  {
    title: 'Confidentiality',
    paragraphs: [
      'Each party keeps confidential the non-public information it receives from the other and uses it only to perform these terms.',
    ],
  },
  {
    title: 'Data Protection',
    paragraphs: [
      'We process personal data in line with applicable data protection law and our Privacy Policy. Where we process personal data on behalf of a Customer, we do so only on its documented instructions and with appropriate security measures.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'The platform, its software and its design belong to us or our licensors. These terms give you a limited, non-exclusive, non-transferable right to use the platform during your subscription and nothing more.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'Our total liability under these terms is limited to the greater of the fees paid by the Customer in the past 12 months or 25,000 pounds. For a breach of our data protection obligations this limit is doubled (2x).',
      'Neither party is liable for indirect or consequential loss, or for loss of profit, revenue or goodwill. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    title: 'Suspension and Termination',
    paragraphs: [
      'Either party may terminate for a material breach that is not cured within 30 days of written notice describing it. A Customer may also terminate by cancelling its subscription.',
      'On termination, access ends and the export period described in section 11 begins.',
    ],
  },
  {
    title: 'Communications, Opt-out and Changes',
    paragraphs: [
      'We send service e-mails that are necessary to run your projects. You may opt out of optional communications at any time; opt-out requests are handled within 10 business days.',
      'We may update these terms. The date at the top shows the current version, and you will be asked to accept a new version before you continue to use the platform.',
    ],
  },
];
