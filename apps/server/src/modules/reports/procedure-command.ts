import { ERROR_CODES, NO_REPORT_FLAGS, PROCEDURE_REPORT_TEXTS } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { AppError, badInput } from '../../core/errors.js';
import { findBrokerProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { requestReport } from './report-commands.js';

/**
 * Issue 38 item 2: the procedure report of an RFP or RFI (a PDF made by the report job), for the project's owners
 * only. It holds no answer text, so sealed answers do not hold it back (it then says until when they are sealed).
 */
export async function generateProcedureReport(app: AppContext, viewer: Viewer, projectId: string) {
  const { project, isProjectOwner } = await findBrokerProject(app.db, viewer, projectId);
  if (!isProjectOwner) throw new AppError(403, ERROR_CODES.forbidden, PROCEDURE_REPORT_TEXTS.ownersOnly);
  if (project.type === 'PANEL') throw badInput(PROCEDURE_REPORT_TEXTS.panelRefused);
  return requestReport(app, viewer, {
    projectId: project.id,
    branchId: null,
    kind: 'PROCEDURE',
    format: 'PDF',
    options: { productIds: [], comparisonId: null, ...NO_REPORT_FLAGS },
  });
}
