import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { products, projectQuestions, projectServiceTypes, sections } from '../../src/db/schema/index.js';
import type {
  AiProvider,
  ClientTableSuggestion,
  SearchScope,
  SectionSuggestion,
  SupplierSuggestion,
} from '../../src/modules/ai/index.js';
import { insertProject } from '../client-tables/client-tables-support.js';
import { insertServiceTypes, insertVendor } from '../suppliers/suppliers-support.js';
import { buildCompany, buildUser } from '../support/factories.js';

/** Texts of another company that no prompt may hold. */
export const OTHER_TENANT = { project: 'Secret merger of Globex', serviceType: 'Globex private label' };

/**
 * A buyer company with a project (its own service type, one question already in it) and two supplier products in the
 * public directory; and another buyer company with a project and a service type of its own on one of the products.
 */
export async function buildRemoteEngineWorld(db: Database) {
  const buyer = await buildCompany(db);
  const { user } = await buildUser(db, { companyId: buyer.id });
  const other = await buildCompany(db);
  const { user: otherUser } = await buildUser(db, { companyId: other.id });
  const [hosting] = await insertServiceTypes(db, buyer.id, ['Cloud hosting']);
  const [secret] = await insertServiceTypes(db, other.id, [OTHER_TENANT.serviceType]);
  if (!hosting || !secret) throw new Error('service types not built');
  const project = await insertProject(db, buyer.id, user.id, { name: 'Hosting renewal 2027' });
  await db.insert(projectServiceTypes).values({ projectId: project.id, serviceTypeId: hosting.id });
  const [section] = await db
    .insert(sections)
    .values({ projectId: project.id, position: 0, name: 'General' })
    .returning();
  if (!section) throw new Error('section not built');
  await db.insert(projectQuestions).values({
    projectId: project.id,
    sectionId: section.id,
    position: 0,
    definition: {
      type: 'BOOLEAN',
      label: 'Do you offer 24/7 support?',
      helperText: '',
      attachments: [],
      yesAnswerText: '',
      noAnswerText: '',
    },
  });
  const otherProject = await insertProject(db, other.id, otherUser.id, { name: OTHER_TENANT.project });
  const acme = await insertVendor(db, {
    name: 'Acme Cloud',
    industry: 'Information technology',
    products: [{ name: 'Acme Hosting', serviceTypeIds: [hosting.id, secret.id] }],
  });
  const beta = await insertVendor(db, {
    name: 'Beta Data',
    industry: 'Data centres',
    products: [{ name: 'Beta Racks' }],
  });
  const [acmeProduct] = acme.products;
  const [betaProduct] = beta.products;
  if (!acmeProduct || !betaProduct) throw new Error('products not built');
  await db
    .update(products)
    .set({ description: 'Managed hosting in three EU regions.' })
    .where(eq(products.id, acmeProduct.id));
  const scope: SearchScope = { companyId: buyer.id, projectId: project.id, keyword: 'hosting' };
  return { buyer, project, otherProject, scope, acmeProduct, betaProduct };
}

const suggestion = (product: { id: string; name: string }, industry: string): SupplierSuggestion => ({
  productId: product.id,
  name: product.name,
  email: `sales@${product.name.toLowerCase().replace(/\W/g, '')}.example`,
  contactName: 'Pat Seller',
  industry,
  purpose: `Local: '${product.name}' matches the keyword.`,
  relatedLinks: [],
});

export const LOCAL_SECTIONS: SectionSuggestion[] = [
  {
    name: 'Local section',
    questions: [
      {
        definition: {
          type: 'STRING',
          label: 'Local question',
          helperText: '',
          attachments: [],
          placeholder: '',
          rules: { maxLength: null },
        },
        source: 'MeshVault',
      },
    ],
  },
];

export const LOCAL_TABLES: ClientTableSuggestion[] = [
  { name: 'Local table', source: "Project 'Earlier'", data: { columns: [], rows: [] } },
];

/** The local engine as the remote one's fallback: fixed answers, and the calls it was asked. */
export function recordingLocalEngine(candidates: Array<{ product: { id: string; name: string }; industry: string }>) {
  const calls: string[] = [];
  const engine: AiProvider = {
    async suggestSuppliers(_scope, limit) {
      calls.push(`suppliers ${limit}`);
      return candidates.map(({ product, industry }) => suggestion(product, industry)).slice(0, limit);
    },
    async generateQuestions() {
      calls.push('questions');
      return LOCAL_SECTIONS;
    },
    async discoverClientTables() {
      calls.push('client tables');
      return LOCAL_TABLES;
    },
  };
  return { engine, calls };
}
