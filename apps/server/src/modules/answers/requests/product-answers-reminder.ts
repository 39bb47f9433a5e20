import { supplierProductsSchema } from '@shortlist/domain';
import type { AppContext } from '../../../app-context.js';
import { parseInput } from '../../../core/errors.js';
import type { Viewer } from '../../../core/viewer/index.js';
import { findAnsweringProducts } from './answering-products.js';
import { deliverSupplierNotices, storeAnswerRequestNotices } from './supplier-notices.js';

/**
 * Spec 2 §7 Request product to submit answers (project, products [{id}]): a reminder to the users of each accepted
 * supplier whose answers are not submitted yet — the ANSWER_REQUEST notification with its e-mail copy. Nothing else
 * changes.
 */
export async function requestProductAnswers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: { products: ReadonlyArray<{ id: string }> },
): Promise<true> {
  const { products } = parseInput(supplierProductsSchema, input);
  const ids = products.map((product) => product.id);
  const { project } = await findAnsweringProducts(app.db, viewer, projectId, ids);
  const notices = await storeAnswerRequestNotices(app.db, project, ids);
  await deliverSupplierNotices(app, `the answers reminder of project ${project.id}`, notices);
  return true;
}
