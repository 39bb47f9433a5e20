import type { TermsSection } from './terms-sections';

export const PRIVACY_LAST_UPDATED = 'August 28, 2025';

/** The privacy policy, written from the privacy facts of spec 1 §1. */
export const PRIVACY_SECTIONS: readonly TermsSection[] = [
  {
    title: 'Who We Are',
    paragraphs: [
      'Shortlist provides a platform on which brokers and buying organisations run RFI, RFP and PANEL projects with their suppliers. This policy explains what personal data we handle when you use the platform or our public website, why, and for how long.',
      'For the content of projects (questions, answers, scores and files) the company that runs the project decides what is collected and acts as controller; we process that data on its behalf. For accounts, our website, contact forms and analytics we are the controller.',
    ],
  },
  {
    title: 'Data We Collect',
    paragraphs: [
      'Account data: your name, e-mail address, company, role, phone number if you give one, your settings and the version of the terms you accepted.',
      'Project data: what you and your colleagues put into projects, including answers, files, clarification questions and scores.',
      'Contact data: what you send us through the contact and demo request forms, such as your name, e-mail address, company, job title, company size, phone number and message.',
      'Usage data: sign-in times, the address your requests come from and how the platform is used, collected to keep it secure and to improve it.',
    ],
  },
  {
    title: 'How We Use Your Data',
    paragraphs: [
      'To provide the platform: create your account, show you the projects you take part in, send the e-mails you have asked for (confirmations, invitations, notifications) and bill subscriptions.',
      'To keep the platform secure: limit sign-in attempts, detect abuse and investigate incidents.',
      'To answer you: a contact message or demo request goes to our sales team, who use it only to reply and to arrange the demo you asked for.',
    ],
  },
  {
    title: 'Legal Bases',
    paragraphs: [
      'We process account and project data to perform our contract with your company, security and usage data for our legitimate interest in a safe and working service, contact data to take the steps you asked for, and marketing e-mail only with your consent.',
    ],
  },
  {
    title: 'AI Assistance',
    paragraphs: [
      'AI features (supplier matching, question suggestions, discovery generation) work on project content your company has access to. Their output is advisory only; people make every decision in a project.',
    ],
  },
  {
    title: 'Sharing',
    paragraphs: [
      'Inside a project, suppliers see the questions they are asked and their own answers; the buying side sees the answers of the suppliers it invited. Other suppliers never see your answers.',
      'We use service providers for hosting, e-mail delivery, card payments and human verification, bound by contracts to use the data only for us. We do not sell personal data.',
    ],
  },
  {
    title: 'How Long We Keep Data',
    paragraphs: [
      'Account data is kept while your account exists and for 7 years after it is closed, to meet our legal, tax and audit obligations.',
      'Analytics data is anonymised after 24 months.',
      'Active project data is kept for the duration of the project plus 2 years, and can be exported for 30 days after your company’s subscription ends. Contact form submissions are kept as long as needed to answer them and follow up.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Passwords are stored only as strong one-way hashes, sessions expire after inactivity and after a fixed time, and every action is checked against your role and privileges on our servers.',
    ],
  },
  {
    title: 'Your Rights',
    paragraphs: [
      'You may ask to see the personal data we hold about you, to correct it, to receive it in a portable format, to restrict or object to its use, and to have it erased where the law allows. For project content, we pass your request to the company that runs the project.',
      'You may opt out of non-essential e-mails at any time; opt-out requests are handled within 10 business days. You may also complain to your data protection authority.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      'The platform is for business use. You must be at least 16 years old to create an account or send us a contact form, and we do not knowingly collect data of anyone younger.',
    ],
  },
  {
    title: 'Cookies',
    paragraphs: [
      'We use one essential cookie to keep you signed in, and the browser’s session storage to remember your place while you use the platform. We do not use advertising cookies.',
    ],
  },
  {
    title: 'Changes to This Policy',
    paragraphs: [
      'When this policy changes we update the date above and, for important changes, tell signed-in users in the platform.',
    ],
  },
];
