import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import {
  productServiceTypes,
  products,
  projectQuestions,
  projectServiceTypes,
  projects,
  supplierServiceTypes,
} from '../../../../db/schema/index.js';
import type { SearchScope } from '../provider.js';

/** What the model is told of the project: the company's own project only. */
export interface ProjectBrief {
  name: string;
  type: string;
  description: string;
  serviceTypes: string[];
}

/** What the model is told of a candidate product beyond its suggestion: the public directory's data. */
export interface ProductDetails {
  description: string;
  serviceTypes: string[];
}

/** The texts sent stay short: a long description adds cost, not grounding. */
export const MAX_TEXT = 600;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** Reads of the searching company's own data (and the public directory) that the remote prompts are built from. */
export interface ProjectFacts {
  /** The project when it is the company's own; null otherwise (nothing of another tenant's project is read). */
  brief(scope: SearchScope): Promise<ProjectBrief | null>;
  /** The products' descriptions and their service types among the company's own labels (a broker's labels). */
  products(companyId: string, productIds: readonly string[]): Promise<Map<string, ProductDetails>>;
  /** The labels of the questions already in the project, lower-cased (a suggestion equal to one is dropped). */
  questionLabels(scope: SearchScope): Promise<Set<string>>;
}

export function createProjectFacts(db: Database): ProjectFacts {
  const serviceTypeLabels = (companyId: string) =>
    sql<string[]>`coalesce(array_agg(${supplierServiceTypes.label} order by ${supplierServiceTypes.label})
      filter (where ${supplierServiceTypes.companyId} = ${companyId}), '{}')`;
  return {
    async brief(scope) {
      const [row] = await db
        .select({
          name: projects.name,
          type: projects.type,
          description: projects.description,
          serviceTypes: serviceTypeLabels(scope.companyId),
        })
        .from(projects)
        .leftJoin(projectServiceTypes, eq(projectServiceTypes.projectId, projects.id))
        .leftJoin(supplierServiceTypes, eq(supplierServiceTypes.id, projectServiceTypes.serviceTypeId))
        .where(and(eq(projects.id, scope.projectId), eq(projects.companyId, scope.companyId)))
        .groupBy(projects.id);
      return row ? { ...row, description: clip(row.description) } : null;
    },
    async products(companyId, productIds) {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: products.id,
          description: products.description,
          serviceTypes: serviceTypeLabels(companyId),
        })
        .from(products)
        .leftJoin(productServiceTypes, eq(productServiceTypes.productId, products.id))
        .leftJoin(supplierServiceTypes, eq(supplierServiceTypes.id, productServiceTypes.serviceTypeId))
        .where(inArray(products.id, [...productIds]))
        .groupBy(products.id);
      return new Map(
        rows.map(({ id, description, serviceTypes }) => [id, { description: clip(description), serviceTypes }]),
      );
    },
    async questionLabels(scope) {
      const rows = await db
        .select({ label: sql<string>`lower(trim(${projectQuestions.definition}->>'label'))` })
        .from(projectQuestions)
        .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
        .where(and(eq(projectQuestions.projectId, scope.projectId), eq(projects.companyId, scope.companyId)));
      return new Set(rows.map((row) => row.label));
    },
  };
}
