import type { Database } from '../db/client.js';
import { contactSubmissions } from '../db/schema/index.js';

const HOUR_MS = 60 * 60 * 1000;

/** What visitors sent from the public site, so that an administrator's Contact Requests page is not empty. */
export const DEMO_CONTACT_SUBMISSIONS = [
  {
    kind: 'DEMO' as const,
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@harbourbrokers.example',
    company: 'Harbour Benefits Brokers',
    jobTitle: 'Head of Client Services',
    companySize: '100-500',
    phone: '+44 (0)20 7946 0321',
    message:
      'We run about 40 benefits tenders a year in spreadsheets. We would like to see how projects, supplier ' +
      'invitations and scoring work for a team of twelve brokers.',
    hoursAgo: 5,
  },
  {
    kind: 'CONTACT' as const,
    firstName: 'Tomás',
    lastName: 'Herrera',
    email: 'tomas.herrera@lumenpayroll.example',
    company: null,
    jobTitle: null,
    companySize: null,
    phone: null,
    message:
      'We are a payroll provider and were invited to answer a questionnaire. Can several people on our side ' +
      'work on the same answers?',
    hoursAgo: 30,
  },
  {
    kind: 'CONTACT' as const,
    firstName: 'Hannah',
    lastName: 'Okafor',
    email: 'h.okafor@brightpath.example',
    company: null,
    jobTitle: null,
    companySize: null,
    phone: null,
    message: 'Does the Professional plan include exporting the answers to Excel, or is that an add-on?',
    hoursAgo: 72,
  },
];

export async function seedDemoContactSubmissions(tx: Database): Promise<void> {
  await tx.insert(contactSubmissions).values(
    DEMO_CONTACT_SUBMISSIONS.map(({ hoursAgo, ...submission }) => ({
      ...submission,
      createdAt: new Date(Date.now() - hoursAgo * HOUR_MS),
    })),
  );
}
