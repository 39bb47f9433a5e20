import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { acceptedParticipation, ANSWERING_PROJECT as PROJECT } from '../support/answering.js';

/** The demo supplier's product this journey invites to the demo RFP awaiting answers and answers with. */
const PRODUCT = 'Acme Wellbeing';
const OFFLINE_NOTICE =
  'You are offline. Your answers are kept in this browser and will be saved when the connection returns.';

/** The question of this label, found with the keyword search (the list renders only the rows near the view). */
async function question(page: Page, label: string) {
  await page.getByRole('searchbox', { name: 'Search Questions' }).fill(label);
  const group = page.getByRole('group', { name: label, exact: true });
  await expect(group).toBeVisible();
  return group;
}

/** A one-page PDF, enough for the server's content check. */
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const answerState = (group: ReturnType<Page['getByRole']>) => group.getByRole('status', { name: 'Answer state' });

test('a supplier answers the questionnaire with autosave, and nothing typed offline is lost', async ({
  page,
  browser,
}) => {
  const broker = await browser.newContext();
  const { projectId, productId } = await acceptedParticipation(await broker.newPage(), page, PRODUCT);
  await broker.close();

  await page.goto(`/invite-to-project/${projectId}/preview/${productId}`);
  await page.getByRole('link', { name: 'Answer Questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/invite-to-project/${projectId}/questions/${productId}$`));
  await expect(page).toHaveTitle(/Supplier Questions/);
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('0%');

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`),
  ).toEqual([]);

  // Text, number, Yes/No with its comment and a list choice, each saved on its own.
  const name = await question(page, 'Legal name of your company');
  await name.getByRole('textbox', { name: 'Legal name of your company' }).fill('Acme Wellbeing Ltd');
  await expect(answerState(name)).toContainText('Saved');

  const employers = await question(page, 'How many employers do you administer benefits for today?');
  await employers.getByRole('textbox').fill('320');
  await expect(answerState(employers)).toContainText('Saved');

  const sso = await question(page, 'Do you support single sign-on with SAML 2.0?');
  await sso.getByRole('radio', { name: 'Yes' }).check();
  await expect(answerState(sso)).toContainText('Draft');
  await sso.getByRole('textbox', { name: 'Yes, SAML 2.0' }).fill('Okta and Azure AD');
  await expect(answerState(sso)).toContainText('Saved');

  const support = await question(page, 'How is your support team organised?');
  await support.getByRole('radio', { name: 'Pooled support team' }).check();
  await expect(answerState(support)).toContainText('Saved');
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('36%');

  await page.reload();
  await expect(
    (await question(page, 'Legal name of your company')).getByRole('textbox', { name: 'Legal name of your company' }),
  ).toHaveValue('Acme Wellbeing Ltd');
  await expect(
    (await question(page, 'How many employers do you administer benefits for today?')).getByRole('textbox'),
  ).toHaveValue(/320/);
  const ssoAgain = await question(page, 'Do you support single sign-on with SAML 2.0?');
  await expect(ssoAgain.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(ssoAgain.getByRole('textbox', { name: 'Yes, SAML 2.0' })).toHaveValue('Okta and Azure AD');
  await expect(
    (await question(page, 'How is your support team organised?')).getByRole('radio', { name: 'Pooled support team' }),
  ).toBeChecked();

  // Offline: the page says so, keeps what is typed, and saves it once the connection is back.
  const website = await question(page, 'Link to your company website');
  await page.context().setOffline(true);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await website.getByRole('textbox').fill('https://wellbeing.acme.example');
  await website.getByRole('textbox').blur();
  await expect(answerState(website)).toContainText('Draft');
  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  await expect(answerState(website)).toContainText('Saved');
  await page.reload();
  const websiteAgain = await question(page, 'Link to your company website');
  await expect(websiteAgain.getByRole('textbox')).toHaveValue('https://wellbeing.acme.example');
  await expect(answerState(websiteAgain)).toContainText('Saved');
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('45%');

  // Typed offline and reloaded the moment the connection returns: the browser's copy is shown and saved.
  const fee = await question(page, 'Per-employee-per-month fee');
  await page.context().setOffline(true);
  await fee.getByRole('textbox').fill('4.5');
  await expect(answerState(fee)).toContainText('Draft');
  await page.context().setOffline(false);
  await page.reload();
  const feeAgain = await question(page, 'Per-employee-per-month fee');
  await expect(feeAgain.getByRole('textbox')).toHaveValue('4.5');
  await expect(answerState(feeAgain)).toContainText('Saved');
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('54%');

  // An e-mail checked as typed, and a file uploaded to the question that asks for a PDF.
  const email = await question(page, 'Email address for questions about this proposal');
  await email.getByRole('textbox').fill('bids at acme');
  await email.getByRole('textbox').blur();
  await expect(email.getByText('Value is not a valid Email')).toBeVisible();
  await email.getByRole('textbox').fill('bids@wellbeing.acme.example');
  await expect(answerState(email)).toContainText('Saved');

  const agreement = await question(page, 'Upload your standard service-level agreement');
  const upload = agreement.getByLabel('File to upload');
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a PDF') });
  await expect(agreement.getByText('This type of file is not accepted for this question')).toBeVisible();
  await upload.setInputFiles({ name: 'acme-sla.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await expect(answerState(agreement)).toContainText('Saved');
  await page.reload();
  const agreementAgain = await question(page, 'Upload your standard service-level agreement');
  await expect(agreementAgain.getByRole('link', { name: 'acme-sla.pdf' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Road Map' })).toContainText('72%');
});
