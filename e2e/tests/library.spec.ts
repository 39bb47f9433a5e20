import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ensureInReview } from '../support/road-map.js';
import { signInAs } from '../support/session.js';

const PM = 'pm@northwind.example';
const RFP = 'Benefits Administration RFP 2026';
const SECTION = 'Company overview';
const GROUP = 'Onboarding journeys';
const QUESTION = 'How do you onboard new employees in their first week?';
const TAG = 'Onboarding';

async function choose(page: Page, scope: Locator, select: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The serious accessibility violations of the page, or of the part `include` selects. */
async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a project manager files a new library question in a group and copies it into a project', async ({ page }) => {
  await signInAs(page, PM);
  // The demo RFP is seeded in Draft, which has no Questions tab to open after the copy (spec 2 §2): In Review first.
  await ensureInReview(page, RFP);
  await page.getByRole('link', { name: 'MeshVault' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'MeshVault' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'All Questions' })).toBeVisible();
  const questions = page.getByRole('table', { name: 'Questions' });
  await expect(questions.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Filter by a type: only Choice list questions stay.
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^Choice list \(\d+\)$/ }).check();
  await expect(questions.getByRole('cell', { name: 'Short text', exact: true })).toHaveCount(0);
  await expect(questions.getByRole('cell', { name: 'Choice list', exact: true }).first()).toBeVisible();
  await filters.getByRole('checkbox', { name: /^Choice list \(\d+\)$/ }).uncheck();

  // A new top-level group.
  const nav = page.getByRole('navigation', { name: 'Question groups' });
  await nav.getByRole('button', { name: 'Add Group' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Add Group' });
  await groupDialog.getByRole('textbox', { name: 'Name' }).fill(GROUP);
  await groupDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group has been added')).toBeVisible();
  await expect(nav.getByRole('link', { name: new RegExp(`^${GROUP}`) })).toBeVisible();

  // A new question with a new tag.
  await page.getByRole('button', { name: 'Create New Question' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Question' });
  await choose(page, create, 'Type', 'Short text');
  await create.getByRole('textbox', { name: 'Label' }).fill(QUESTION);
  const tags = create.getByRole('combobox', { name: 'Tags' });
  await tags.fill(TAG);
  await tags.press('Enter');
  await expect(create.getByRole('button', { name: TAG })).toBeVisible();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question has been added')).toBeVisible();
  await expect(create).toBeHidden();

  // Found by keyword, linked to the group.
  await filters.getByRole('textbox', { name: 'Keyword' }).fill('onboard new employees');
  const row = questions.getByRole('row', { name: new RegExp(QUESTION) });
  await expect(row).toContainText(TAG);
  await expect(row).toContainText('Peter Manager');
  await row.getByRole('checkbox', { name: `Select ${QUESTION}` }).check();
  const selected = page.getByRole('toolbar', { name: 'Selected questions' });
  await selected.getByRole('button', { name: 'Link to Group' }).click();
  const link = page.getByRole('dialog', { name: 'Link selected questions to a group' });
  await link.getByRole('button', { name: 'Link' }).click();
  await expect(link.getByText('Required')).toBeVisible();
  await choose(page, link, 'Group', new RegExp(GROUP));
  await link.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByText('Questions have been linked to the group')).toBeVisible();

  // The group page lists it.
  await nav.getByRole('link', { name: new RegExp(`^${GROUP}`) }).click();
  await expect(page).toHaveURL(/\/library\/groups\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: GROUP })).toBeVisible();
  await expect(nav.getByRole('link', { name: new RegExp(`^${GROUP}`) })).toContainText('1 question');
  const groupRow = questions.getByRole('row', { name: new RegExp(QUESTION) });
  await expect(groupRow).toBeVisible();

  // Copied into a section of the demo RFP.
  await groupRow.getByRole('checkbox', { name: `Select ${QUESTION}` }).check();
  await selected.getByRole('button', { name: 'Copy to Project' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy to Project' });
  await choose(page, copy, 'Project', RFP);
  await choose(page, copy, 'Section', SECTION);
  await copy.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Questions have been copied to the project')).toBeVisible();
  await page.getByRole('link', { name: 'Open Project Questions' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]+\/questions$/);
  const section = page.getByRole('region', { name: SECTION });
  await expect(section.getByRole('listitem', { name: QUESTION })).toBeVisible();
});

test('a product owner builds a section from the library drawer and extracts a question to edit it', async ({
  page,
}) => {
  const PRICED = 'How is your wellness programme priced?';
  const TIME = 'What is the typical implementation time for wellness programme?';
  await signInAs(page, PM);
  await ensureInReview(page, RFP);
  await page.goto(`/projects/search?search=${encodeURIComponent(RFP)}`);
  await page.getByRole('link', { name: RFP }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Questions' }).click();
  await page.getByRole('button', { name: 'Add Section' }).click();
  const add = page.getByRole('dialog', { name: 'Add Section' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Wellness');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Section has been added')).toBeVisible();

  const section = page.getByRole('region', { name: 'Wellness' });
  await section.getByRole('button', { name: 'Add from MeshVault' }).click();
  const drawer = page.getByRole('dialog', { name: 'MeshVault' });
  await expect(drawer.getByText('Add questions to Wellness')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const keyword = drawer.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Keyword' });
  for (const label of [PRICED, TIME]) {
    await keyword.fill(label.slice(0, -1));
    await drawer.getByRole('checkbox', { name: `Select ${label}` }).check();
  }
  await drawer.getByRole('button', { name: 'Add Selected Questions (2)' }).click();
  await expect(page.getByText('Questions have been added to Wellness')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(section.getByRole('listitem', { name: PRICED })).toBeVisible();
  const taken = section.getByRole('listitem', { name: TIME });
  await expect(taken.getByText('MeshVault', { exact: true })).toBeVisible();

  // Taken from the library it is read-only until Extract Question.
  await expect(taken.getByRole('button', { name: 'Edit Question' })).toHaveCount(0);
  await taken.getByRole('button', { name: 'Extract Question' }).click();
  await expect(taken.getByRole('button', { name: 'Edit Question' })).toBeVisible();
  await expect(taken.getByText('MeshVault', { exact: true })).toHaveCount(0);
});
