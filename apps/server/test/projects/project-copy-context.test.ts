import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CopiedIds, extensionPoints, type Unregister } from '../../src/core/extensions/index.js';
import { projectProducts, projectQuestions, sections } from '../../src/db/schema/index.js';
import { insertSection } from '../questions/questions-support.js';
import { insertVendor } from '../suppliers/suppliers-support.js';
import { dataOf } from '../support/graphql-results.js';
import { useTestApp } from '../support/test-app.js';
import { buildProjectManager, createProject, projectInput } from './projects-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

const COPY = `mutation ($input: ProjectInput!, $copy: ProjectCopyInput) { createProject(input: $input, copy: $copy) { id } }`;

/** What a copier registered after the modules' own found in the copy context, by created project. */
const seen = new Map<string, CopiedIds>();
let unregister: Unregister = () => {};
beforeAll(() => {
  unregister = extensionPoints.projectCopiers.register(
    async ({ created, copied }) => {
      seen.set(created.id, copied);
    },
    { order: 10_000 },
  );
});
afterAll(() => unregister());

const labelsById = async (ids: readonly string[]) =>
  new Map(
    (
      await db()
        .select({ id: projectQuestions.id, label: projectQuestions.definition })
        .from(projectQuestions)
        .where(inArray(projectQuestions.id, [...ids]))
    ).map((row) => [row.id, (row.label as { label: string }).label]),
  );

describe('the copy context', () => {
  it('tells a later copier the new section, question and supplier of each one copied', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const base = await createProject(admin.client, projectInput(admin.user.id));
    const section = await insertSection(db(), base.id, { name: 'Company' }, [{ label: 'Name' }, { label: 'Size' }]);
    const { products } = await insertVendor(db(), { products: [{ name: 'Payroll' }] });
    const [supplier] = await db()
      .insert(projectProducts)
      .values({ projectId: base.id, productId: products[0]?.id, participationStatus: 'DRAFT' })
      .returning();
    const created = dataOf(
      await admin.client.graphql<{ createProject: { id: string } }>(COPY, {
        input: projectInput(admin.user.id, { name: 'Clone' }),
        copy: { id: base.id, origin: 'CLONE', copyProducts: true },
      }),
    ).createProject;

    const copied = seen.get(created.id);
    const [newSection] = await db().select().from(sections).where(eq(sections.projectId, created.id));
    expect(copied?.sections).toEqual(new Map([[section.id, newSection?.id]]));
    const oldLabels = await labelsById([...(copied?.questions.keys() ?? [])]);
    const newLabels = await labelsById([...(copied?.questions.values() ?? [])]);
    expect([...(copied?.questions ?? [])].map(([from, to]) => [oldLabels.get(from), newLabels.get(to)])).toEqual([
      ['Name', 'Name'],
      ['Size', 'Size'],
    ]);
    const [newSupplier] = await db().select().from(projectProducts).where(eq(projectProducts.projectId, created.id));
    expect(copied?.projectProducts).toEqual(new Map([[supplier?.id, newSupplier?.id]]));
  });
});
