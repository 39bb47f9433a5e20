import { parseQuestionDefinition, type QuestionDefinition, type QuestionStatus } from '@shortlist/domain';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import { projectQuestions, sections } from '../db/schema/index.js';
import { withOptionIds } from '../modules/questions/index.js';

interface DemoQuestion {
  definition: Record<string, unknown>;
  /** The approval state in a project under review; a published project has every question approved. */
  status: QuestionStatus;
  rejectReason?: string;
}

interface DemoSection {
  name: string;
  description: string;
  questions: DemoQuestion[];
}

const pending = (definition: Record<string, unknown>): DemoQuestion => ({ definition, status: 'PENDING' });
const approved = (definition: Record<string, unknown>): DemoQuestion => ({ definition, status: 'APPROVED' });

/** A benefits-administration questionnaire with a question of every type, in several approval states. */
const DEMO_SECTIONS: DemoSection[] = [
  {
    name: 'Company overview',
    description: 'Who the vendor is and how it serves clients like ours.',
    questions: [
      approved({ type: 'STRING', label: 'Legal name of your company', rules: { maxLength: 200 } }),
      approved({
        type: 'NUMBER',
        label: 'How many employers do you administer benefits for today?',
        rules: { min: 0, max: null },
        enableNumberFormatting: true,
      }),
      approved({ type: 'URL', label: 'Link to your company website' }),
      pending({ type: 'EMAIL', label: 'Email address for questions about this proposal' }),
    ],
  },
  {
    name: 'Platform and integration',
    description: 'How the platform connects with the client’s HRIS and payroll.',
    questions: [
      approved({
        type: 'LIST',
        label: 'Which HRIS platforms do you integrate with out of the box?',
        view: 'CHECKBOX',
        multiple: true,
        options: [{ label: 'Workday' }, { label: 'UKG' }, { label: 'ADP Workforce Now' }, { label: 'BambooHR' }],
        otherOption: true,
      }),
      pending({
        type: 'BOOLEAN',
        label: 'Do you support single sign-on with SAML 2.0?',
        yesAnswerText: 'Yes, SAML 2.0',
        noAnswerText: 'No',
      }),
      {
        definition: {
          type: 'TEXT',
          label: 'Describe your data-retention policy',
          helperText: 'Include how long enrolment records are kept.',
        },
        status: 'REJECTED',
        rejectReason: 'Ask about deletion on request as well.',
      },
      pending({ type: 'VIDEO', label: 'Link to a short demo of the employee enrolment flow' }),
    ],
  },
  {
    name: 'Service and pricing',
    description: 'Support model, implementation and fees.',
    questions: [
      approved({
        type: 'LIST',
        label: 'How is your support team organised?',
        view: 'RADIO',
        options: [{ label: 'Dedicated account manager' }, { label: 'Pooled support team' }],
      }),
      approved({
        type: 'NUMBER',
        label: 'Per-employee-per-month fee',
        rules: { min: 0, max: 100 },
        prefix: '$',
        suffix: 'PEPM',
      }),
      pending({
        type: 'FILE',
        label: 'Upload your standard service-level agreement',
        file: { maxSize: 10 * 1024 * 1024, mimeTypes: ['application/pdf'], multiple: false },
      }),
    ],
  },
];

/** A demo definition through the domain's rules: the seed fails loudly rather than store a question that breaks them. */
export function parsed(definition: Record<string, unknown>): QuestionDefinition {
  const result = parseQuestionDefinition(definition);
  if (!result.ok) throw new Error(`A demo question breaks the rules: ${JSON.stringify(result.fieldErrors)}`);
  return result.definition;
}

/**
 * The demo questionnaire in each seeded project: the section owner is the project manager and the expert approves.
 * A published project's questions are all approved (it could not have been published otherwise).
 */
export async function seedDemoQuestionnaires(
  tx: Database,
  seeded: ProjectRow[],
  people: { pmId: string; expertId: string },
): Promise<void> {
  for (const project of seeded) {
    const allApproved = project.status !== 'DRAFT' && project.status !== 'IN_REVIEW';
    const sectionRows = await tx
      .insert(sections)
      .values(
        DEMO_SECTIONS.map((section, position) => ({
          projectId: project.id,
          position,
          name: section.name,
          description: section.description,
          ownerId: people.pmId,
          approverId: people.expertId,
        })),
      )
      .returning({ id: sections.id, position: sections.position });
    const questionRows = sectionRows.flatMap((section) =>
      (DEMO_SECTIONS[section.position]?.questions ?? []).map((question, position) => ({
        projectId: project.id,
        sectionId: section.id,
        position,
        definition: withOptionIds(parsed(question.definition)),
        ownerId: people.pmId,
        approverId: people.expertId,
        status: allApproved ? ('APPROVED' as const) : question.status,
        rejectReason: allApproved ? null : (question.rejectReason ?? null),
      })),
    );
    await tx.insert(projectQuestions).values(questionRows);
  }
}
