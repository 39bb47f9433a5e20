import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { access, builder, signedInViewer } from '../../../core/graphql/index.js';
import { onBuySide } from '../../../core/viewer/index.js';
import { companies, products, projectProducts } from '../../../db/schema/index.js';
import { ProjectRef } from '../../projects/index.js';
import { supplierTitle } from '../../suppliers/index.js';

interface OutstandingAnswers {
  productId: string;
  name: string;
  deadline: Date;
}

const OutstandingAnswersRef = builder.objectRef<OutstandingAnswers>('OutstandingAnswers').implement({
  authScopes: access('SIGNED_IN'),
  description: 'An accepted product still answering after scoring started: its own deadline, no submission yet.',
  fields: (t) => ({
    productId: t.exposeID('productId', { description: 'The project product (ProjectProduct.id).' }),
    name: t.exposeString('name', { description: 'The supplier title: vendor name — product name.' }),
    deadline: t.expose('deadline', { type: 'DateTime' }),
  }),
});

builder.objectFields(ProjectRef, (t) => ({
  // Loaded for every project of a page at once, with a statement only when some of them is in SCORING.
  outstandingAnswers: t.loadableList({
    type: OutstandingAnswersRef,
    authScopes: access('SIGNED_IN'),
    description:
      'Spec 2 §4: answers are outstanding when the status is SCORING and some product has a deadline but no ' +
      'submission; those products, earliest deadline first (buy side only, empty otherwise).',
    load: async (projects: Array<{ id: string; status: string }>, context) => {
      const scoring = projects.filter((project) => project.status === 'SCORING').map((project) => project.id);
      if (scoring.length === 0 || !onBuySide(signedInViewer(context))) return projects.map(() => []);
      const rows = await context.app.db
        .select({
          projectId: projectProducts.projectId,
          productId: projectProducts.id,
          productName: products.name,
          vendorName: companies.name,
          deadline: projectProducts.answersSubmitDeadline,
        })
        .from(projectProducts)
        .innerJoin(products, eq(products.id, projectProducts.productId))
        .innerJoin(companies, eq(companies.id, products.companyId))
        .where(
          and(
            inArray(projectProducts.projectId, scoring),
            eq(projectProducts.participationStatus, 'ACCEPTED'),
            isNull(projectProducts.answersSubmittedAt),
            isNotNull(projectProducts.answersSubmitDeadline),
          ),
        )
        .orderBy(projectProducts.answersSubmitDeadline, companies.name);
      return projects.map((project) =>
        rows.flatMap((row) =>
          row.projectId === project.id && row.deadline
            ? [
                {
                  productId: row.productId,
                  name: supplierTitle(row.vendorName, row.productName, ''),
                  deadline: row.deadline,
                },
              ]
            : [],
        ),
      );
    },
    resolve: (project) => project,
  }),
}));
