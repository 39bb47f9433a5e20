import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, products, projectProducts, users } from '../../db/schema/index.js';

const SUBMITTER = 'answers_submitter';
const SUBMITTER_COMPANY = 'answers_submitter_company';
const submitter = alias(users, SUBMITTER);
const submitterCompany = alias(companies, SUBMITTER_COMPANY);

/**
 * Issue 31 receipt: the name of who submitted a participation's answers, for a query over project_products joined to
 * products; with their company when it is not the supplier's (answers the broker submitted for the supplier), null
 * when nobody did (closed at the product's deadline, or never submitted).
 */
export const answersSubmitterName = sql<string | null>`(
  select trim(${submitter.firstName} || ' ' || ${submitter.lastName})
    || case when ${submitter.companyId} is distinct from ${products.companyId}
      then ' (' || ${submitterCompany.name} || ')' else '' end
  from ${users} ${sql.identifier(SUBMITTER)} join ${companies} ${sql.identifier(SUBMITTER_COMPANY)} on ${submitterCompany.id} = ${submitter.companyId}
  where ${submitter.id} = ${projectProducts.answersSubmittedBy})`;
