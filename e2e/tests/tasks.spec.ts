import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { autoFillDates } from '@shortlist/domain';
import { graphql } from '../support/graphql.js';
import { signInAs } from '../support/session.js';

const EXPERT = 'expert@northwind.example';
const OWNER = 'owner@northwind.example';
const FIRST = 'Do you encrypt payroll data at rest?';
const SECOND = 'Describe your disaster recovery plan';

async function userIds(request: APIRequestContext) {
  const { users } = await graphql<{ users: { results: Array<{ id: string; email: string }> } }>(
    request,
    'query Users { users(pagination: { pageSize: 1000 }) { results { id email } } }',
    {},
  );
  const idOf = (email: string) => users.results.find((user) => user.email === email)?.id ?? '';
  return { expert: idOf(EXPERT), owner: idOf(OWNER) };
}

/** The company administrator's own RFI in review: one section the expert approves, with two questions pending. */
async function createProjectToReview(request: APIRequestContext, name: string) {
  const people = await userIds(request);
  const dates = autoFillDates(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
  const { createProject } = await graphql<{ createProject: { id: string } }>(
    request,
    'mutation Create($input: ProjectInput!) { createProject(input: $input) { id } }',
    {
      input: {
        type: 'RFI',
        name,
        description: 'Created by the tasks journey for an expert to review its questions. '.repeat(2),
        productOwnerIds: [people.owner],
        domainExpertIds: [people.expert],
        brokerageContacts: [{ userId: people.owner, phoneNumber: '+1 555 0100', email: '' }],
        publishDate: dates.publishDate.toISOString(),
        submissionDeadline: dates.submissionDeadline.toISOString(),
        questionsSubmissionDeadline: dates.questionsSubmissionDeadline.toISOString(),
        plannedDecisionDate: dates.plannedDecisionDate.toISOString(),
      },
    },
  );
  const { createProjectSection } = await graphql<{ createProjectSection: { id: string } }>(
    request,
    'mutation Section($projectId: ID!, $input: ProjectSectionInput!) { createProjectSection(projectId: $projectId, input: $input) { id } }',
    {
      projectId: createProject.id,
      input: {
        name: 'Security',
        ownerId: people.owner,
        approverId: people.expert,
        ownerDeadline: dates.questionsSubmissionDeadline.toISOString(),
      },
    },
  );
  for (const label of [FIRST, SECOND]) {
    await graphql(
      request,
      'mutation Question($sectionId: ID!, $input: ProjectQuestionInput!) { createProjectQuestion(sectionId: $sectionId, input: $input) { id } }',
      { sectionId: createProjectSection.id, input: { question: { type: 'STRING', label }, ownerId: people.owner } },
    );
  }
  await graphql(request, 'mutation Move($id: ID!) { updateProjectStatus(id: $id, status: IN_REVIEW) { id } }', {
    id: createProject.id,
  });
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

test('an expert opens Tasks from the top bar and reviews a project’s questions until none is left', async ({
  page,
  browser,
}) => {
  const name = `Payroll security review ${Date.now()}`;
  const owner = await (await browser.newContext()).newPage();
  await signInAs(owner, OWNER);
  await createProjectToReview(owner.request, name);

  await signInAs(page, EXPERT);
  const tasks = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Tasks \(\d+ pending\)$/ });
  await tasks.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: new RegExp(name) }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review Questions' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `Approve ${FIRST}` }).click();
  await expect(page.getByRole('article', { name: FIRST })).toBeHidden();

  await page.getByRole('button', { name: `Reject ${SECOND}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Question' });
  await dialog.getByRole('textbox', { name: 'Reject Reason' }).fill('Ask about recovery time objectives as well.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('All questions are already reviewed for the project.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Tasks' }).click();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeHidden();
});
