import type { ParticipationStatus } from '@shortlist/domain';
import { and, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { productServiceTypes, projectProducts, projectServiceTypes } from '../../db/schema/index.js';

/** Suppliers that take no part in the project: blocked ones and those that declined. */
export const NOT_TAKING_PART: ParticipationStatus[] = ['BLOCKED', 'DECLINED'];

/**
 * Spec 2 §8 'Suppliers without required service types', as a condition on a row of project_products. A supplier
 * counts when all of these hold:
 * - the project has service types (without them nothing is required);
 * - the participation has a product (an e-mail-only invitation has no service types to judge yet);
 * - it is neither blocked nor declined;
 * - none of its product's service types is one of the project's (one in common is enough).
 * The issue check, the Suppliers tab's with-issues quick filter and each row's warning share this one rule.
 */
export const lacksProjectServiceTypes = and(
  isNotNull(projectProducts.productId),
  notInArray(projectProducts.participationStatus, NOT_TAKING_PART),
  sql`exists (select 1 from ${projectServiceTypes} where ${projectServiceTypes.projectId} = ${projectProducts.projectId})`,
  sql`not exists (select 1 from ${productServiceTypes}
    join ${projectServiceTypes} on ${projectServiceTypes.serviceTypeId} = ${productServiceTypes.serviceTypeId}
    where ${productServiceTypes.productId} = ${projectProducts.productId}
      and ${projectServiceTypes.projectId} = ${projectProducts.projectId})`,
) as SQL;
