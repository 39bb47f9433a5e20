import { expect, test } from '@playwright/test';
import { dayFromToday, pickOption } from '../support/form-fields.js';
import { confirmRoadMap } from '../support/road-map.js';
import { signInAs } from '../support/session.js';

const PM = 'pm@northwind.example';

test('a project manager creates an RFP from a template, moves it to review, builds it there and sees what blocks publication', async ({
  page,
}) => {
  const name = `Payroll RFP ${Date.now()}`;
  await signInAs(page, PM);
  await page.getByRole('link', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/project-wizard\/details$/);
  await page.getByRole('button', { name: 'Choose RFP' }).click();
  await expect(page.getByRole('heading', { name: 'Create Project' })).toBeVisible();

  await page.getByLabel('Name', { exact: false }).first().fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Too short');
  await page.getByLabel('Publish Date').fill(dayFromToday(2));
  await expect(page.getByLabel('Intent to Respond')).toHaveValue(dayFromToday(16));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please add at least one contact')).toBeVisible();
  await expect(page.getByText('Must be greater than or equal to 100 characters')).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('We are looking for a payroll provider for 1,200 employees across three states, with tax filing included.');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await pickOption(page, 'Contact 1', /Peter Manager/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(PM);
  // The creator is proposed as a project owner.
  const owners = page.locator('.MuiAutocomplete-root', { has: page.getByRole('combobox', { name: 'Owners' }) });
  await expect(owners.getByRole('button', { name: 'Peter Manager' })).toBeVisible();
  // The company administrator holds every privilege, so she is a domain-expert candidate whatever other journeys
  // did to the demo expert's role.
  await pickOption(page, 'Domain Experts', /Olivia Owner/);
  // The template brings its sections and questions in Draft.
  await pickOption(page, 'Templates', /Employee Benefits RFP Template/);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Project is saved').last()).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Project' });
  await expect(nav.getByText(name)).toBeVisible();
  const issues = page.getByRole('region', { name: 'Project Issues' });
  // Toward review only the project's people and settings count (spec 2 §2: no Questions or Suppliers tab in Draft).
  await expect(issues.getByText('Excellent! There are no issues. Project can be moved to review.')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Questions' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Suppliers' })).toHaveCount(0);

  await confirmRoadMap(page, 'Move To Review');
  await expect(page.getByRole('button', { name: 'Publish Project' })).toBeVisible();
  // In Review, 'Questions and Suppliers': both tabs are offered.
  await expect(nav.getByRole('link', { name: 'Questions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Suppliers' })).toBeVisible();
  // The template's questions still wait for approval, and no supplier is chosen yet: each issue links to its page.
  await expect(issues.getByText('Unable to publish the project until the following issues are fixed.')).toBeVisible();
  await expect(issues.getByRole('link', { name: /At least one supplier must be invited/ })).toHaveAttribute(
    'href',
    /\/products$/,
  );
  await issues.getByRole('link', { name: /Questions not yet approved/ }).click();
  await expect(page).toHaveURL(/\/questions$/);
  // The template's sections arrived with the Draft.
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan administration' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Member experience' })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();

  // Without a domain expert (experts are on for Northwind) the project cannot be published.
  await nav.getByRole('link', { name: 'Details' }).click();
  await page.getByRole('combobox', { name: 'Domain Experts' }).click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Project is saved').last()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(issues.getByText('Unable to publish the project until the following issues are fixed.')).toBeVisible();
  // Each issue links to the page that fixes it.
  await expect(issues.getByRole('link', { name: /Domain experts not assigned/ })).toHaveAttribute('href', /\/details$/);

  await confirmRoadMap(page, 'Publish Project');
  // The refusal shows the server's message as an error toast (notistack's snackbar), beside the widget's heading.
  await expect(
    page.locator('#notistack-snackbar').filter({ hasText: 'Unable to publish the project until the following issues' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish Project' })).toBeVisible();

  // The project list finds it by keyword; the filters live in the address.
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/projects\/search$/);
  await page.getByRole('textbox', { name: 'Search projects' }).fill(name);
  await expect(page).toHaveURL(/search=Payroll/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('In Review');
  await expect(row).toContainText('Peter Manager');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
