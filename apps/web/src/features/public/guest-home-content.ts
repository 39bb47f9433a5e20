import type { FaqEntry } from './components/faq-list';
import type { Feature } from './components/feature-grid';
import type { ProcessStep } from './components/process-tabs';

/** The signed-out home's words (spec 3 §1 claims: AI supplier matching, a project in about 15 minutes, reliability). */
export const HOME_PROCESS: readonly ProcessStep[] = [
  {
    label: 'Build',
    title: 'Build the project in about 15 minutes',
    text: 'Start from a template or an earlier project; the wizard takes you to a ready questionnaire.',
    points: [
      'RFI, RFP and PANEL projects',
      'Questions from MeshVault, your shared library',
      'Questions imported from your own spreadsheets',
      'AI question suggestions',
    ],
  },
  {
    label: 'Invite',
    title: 'Invite the right suppliers',
    text: 'Search vendors by name, service type and industry; preselect them, invite by e-mail or upload a list.',
    points: [
      'AI supplier matching',
      'Suppliers register from the invitation link',
      'Invited, accepted and declined at a glance',
    ],
  },
  {
    label: 'Collect',
    title: 'Collect complete answers in the same shape',
    text: 'Suppliers answer typed questions in one questionnaire that saves as they type, and ask clarifications in a shared FAQ.',
    points: ['Text, numbers, lists, Yes/No, files and links', 'Deadlines and reminders per supplier'],
  },
  {
    label: 'Decide',
    title: 'Read the answers and decide',
    text: 'Read each supplier’s answers, ask for an update where one falls short, score them, compare the finalists and export the report as a PDF or a spreadsheet.',
    points: [
      'Every answer with its supplier and submission date',
      'Scoring by numbers or colours, weighted per question',
      'Private scoring branches for a second opinion',
      'Side-by-side comparison of suppliers',
    ],
  },
];

export const HOME_BENEFITS: readonly Feature[] = [
  {
    title: 'One place, not spreadsheets',
    text: 'Questions, answers and clarifications live in the project, not in mail threads.',
  },
  {
    title: 'AI that does the legwork',
    text: 'AI supplier matching finds candidates and AI suggestions draft questions; your team makes every choice.',
  },
  {
    title: 'Experts where they count',
    text: 'Each section’s expert approves its questions before suppliers see them.',
  },
  {
    title: 'Reuse what worked',
    text: 'Keep your best questions in MeshVault and your best projects as templates.',
  },
  {
    title: 'Fair to every supplier',
    text: 'The same questions, deadlines and clarifications for everyone, with a record of who answered what.',
  },
  {
    title: 'Enterprise-grade reliability',
    text: 'Security and compliance built in: roles and privileges for every action and a 99.5% monthly uptime target.',
  },
];

export const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: 'Who is Shortlist for?',
    answer:
      'Brokers who run supplier selections for their clients, and buying organisations that run their own. Suppliers answer free of charge.',
  },
  {
    question: 'What are RFI, RFP and PANEL projects?',
    answer:
      'An RFI gathers information to narrow the market, an RFP asks for proposals to choose a supplier, and a PANEL selects several suppliers for a framework.',
  },
  {
    question: 'Do suppliers need to install anything?',
    answer: 'No. A supplier follows the invitation link, registers its company and answers in the browser.',
  },
  {
    question: 'Can I try it before I buy?',
    answer: 'Yes: the free plan needs no card. Or request a demo and we contact you within 24 hours.',
  },
];
