import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { unauthenticated } from '../../../core/errors.js';
import type { Viewer } from '../../../core/viewer/index.js';
import type { SpreadsheetFile } from '../../../platform/xlsx/index.js';
import { downloadViewer, sendSpreadsheet } from '../../files/index.js';
import { exportAnswers } from './answers-export.js';
import { vendorReport } from './vendor-report.js';

type ProductParams = { projectId: string; productId: string };
type ProductDownload = (
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  productId: string,
) => Promise<SpreadsheetFile>;

/**
 * Spec 2 §4 the answers export (the product's own supplier) and §7 the vendor report (its supplier and the project's
 * buy side): downloads the browser navigates to, with the session cookie. `productId` is the project product.
 */
export function registerAnswerSpreadsheetRoutes(server: FastifyInstance, app: AppContext) {
  const download = (path: string, build: ProductDownload) =>
    server.get<{ Params: ProductParams; Querystring: { onBehalfOf?: string } }>(path, async (request, reply) => {
      const viewer = await downloadViewer(app, request);
      if (!viewer) throw unauthenticated();
      const { filename, bytes } = await build(app, viewer, request.params.projectId, request.params.productId);
      return sendSpreadsheet(reply, filename, bytes, 'private, no-store');
    });
  download('/api/projects/:projectId/products/:productId/answers.xlsx', exportAnswers);
  download('/api/projects/:projectId/products/:productId/vendor-report.xlsx', vendorReport);
}
