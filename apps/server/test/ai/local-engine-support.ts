import {
  type ClientTableData,
  DEFAULT_COMPANY_SETTINGS,
  parseQuestionDefinition,
  type QuestionDefinition,
} from '@shortlist/domain';
import type { Database } from '../../src/db/client.js';
import {
  answers,
  clientTables,
  companies,
  libraryGroupQuestions,
  libraryGroups,
  libraryQuestions,
  libraryQuestionTags,
  productServiceTypes,
  products,
  projectProducts,
  projectQuestions,
  projectSettingsFrom,
  projects,
  sections,
  supplierServiceTypes,
  tags,
  templates,
  vendorProfiles,
} from '../../src/db/schema/index.js';

export function definition(input: Record<string, unknown>): QuestionDefinition {
  const result = parseQuestionDefinition(input);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.definition;
}

const first = <Row>(rows: Row[]): Row => {
  const [row] = rows;
  if (!row) throw new Error('nothing inserted');
  return row;
};

export async function insertProject(db: Database, companyId: string, name: string, kind: 'PROJECT' | 'TEMPLATE_DRAFT') {
  return first(
    await db
      .insert(projects)
      .values({
        companyId,
        kind,
        name,
        type: 'RFP',
        status: 'DRAFT',
        description: `${name} for a regional employer`,
        settings: projectSettingsFrom(DEFAULT_COMPANY_SETTINGS),
      })
      .returning(),
  );
}

export async function insertServiceType(db: Database, companyId: string, label: string) {
  return first(await db.insert(supplierServiceTypes).values({ companyId, label }).returning());
}

/** A supplier company with its vendor profile and one product carrying the given service types. */
export async function insertSupplier(
  db: Database,
  vendor: string,
  product: { name: string; description?: string; serviceTypeIds?: string[]; industry?: string },
) {
  const company = first(
    await db
      .insert(companies)
      .values({
        name: vendor,
        kind: 'SUPPLIER',
        website: `https://${vendor.toLowerCase()}.example`,
        settings: DEFAULT_COMPANY_SETTINGS,
      })
      .returning(),
  );
  await db.insert(vendorProfiles).values({
    companyId: company.id,
    contactName: `${vendor} Contact`,
    email: `sales@${vendor.toLowerCase()}.example`,
    industry: product.industry ?? 'Services',
  });
  const row = first(
    await db
      .insert(products)
      .values({ companyId: company.id, name: product.name, description: product.description ?? '' })
      .returning(),
  );
  const links = (product.serviceTypeIds ?? []).map((serviceTypeId) => ({ productId: row.id, serviceTypeId }));
  if (links.length > 0) await db.insert(productServiceTypes).values(links);
  return row;
}

export async function insertParticipation(
  db: Database,
  projectId: string,
  productId: string,
  values: { answered?: boolean; winner?: boolean } = {},
) {
  return first(
    await db
      .insert(projectProducts)
      .values({
        projectId,
        productId,
        participationStatus: 'ACCEPTED',
        answersSubmittedAt: values.answered ? new Date() : null,
        winner: values.winner ?? false,
      })
      .returning(),
  );
}

export async function insertLibraryQuestion(
  db: Database,
  companyId: string,
  content: Record<string, unknown>,
  options: { isPublic?: boolean; tagIds?: string[]; groupName?: string } = {},
) {
  const row = first(
    await db
      .insert(libraryQuestions)
      .values({ companyId, definition: definition(content), isPublic: options.isPublic ?? false })
      .returning(),
  );
  if (options.tagIds?.length) {
    await db.insert(libraryQuestionTags).values(options.tagIds.map((tagId) => ({ questionId: row.id, tagId })));
  }
  if (options.groupName) {
    const group = first(
      await db.insert(libraryGroups).values({ companyId, name: options.groupName, position: 0 }).returning(),
    );
    await db.insert(libraryGroupQuestions).values({ groupId: group.id, questionId: row.id });
  }
  return row;
}

export async function insertTag(db: Database, companyId: string | null, label: string) {
  return first(await db.insert(tags).values({ companyId, label }).returning());
}

/** A question in a section of the project (a template's draft or a real project). */
export async function insertProjectQuestion(db: Database, projectId: string, sectionName: string, label: string) {
  const section = first(await db.insert(sections).values({ projectId, position: 0, name: sectionName }).returning());
  return first(
    await db
      .insert(projectQuestions)
      .values({ projectId, sectionId: section.id, position: 0, definition: definition({ type: 'STRING', label }) })
      .returning(),
  );
}

/** A supplier's submitted answer: private to the project it was given in. */
export async function insertAnswer(db: Database, projectProductId: string, questionId: string, text: string) {
  await db.insert(answers).values({ projectProductId, questionId, value: text, answeredAt: new Date() });
}

export async function insertTemplate(db: Database, companyId: string, name: string, status: 'DRAFT' | 'PUBLISHED') {
  const draft = await insertProject(db, companyId, name, 'TEMPLATE_DRAFT');
  await db.insert(templates).values({ companyId, name, status, draftProjectId: draft.id });
  return draft;
}

/** A client-table design of `columns` text columns and `rows` rows, every cell holding client data. */
export function filledTable(titles: string[], rows: number): ClientTableData {
  const columns = titles.map((title, index) => ({ id: `c${index}`, title, meta: { clientResponse: false } }));
  return {
    columns,
    rows: Array.from({ length: rows }, (_, row) => ({
      id: `r${row}`,
      cells: Object.fromEntries(
        columns.map((column) => [
          column.id,
          { value: { type: 'text' as const, content: `client value ${row}` }, options: { maxLength: 1000 } },
        ]),
      ),
    })),
  };
}

export async function insertClientTable(db: Database, projectId: string, name: string, data: ClientTableData) {
  await db.insert(clientTables).values({ projectId, name, data });
}
