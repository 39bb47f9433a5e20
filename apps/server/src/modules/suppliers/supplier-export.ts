import { PARTICIPATION_DISPLAY_LABELS, PARTICIPATION_DISPLAYS } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { forbidden } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import {
  addSheetWithHeader,
  newWorkbook,
  type SpreadsheetFile,
  spreadsheetFileName,
  workbookBytes,
} from '../../platform/xlsx/index.js';
import { listProjectProducts, type ProjectProductView } from './project-products.js';
import { findSupplierProject } from './supplier-access.js';

const COLUMNS = [
  { header: 'Supplier', width: 32, value: (row: ProjectProductView) => row.vendor.name || row.productName },
  { header: 'Product', width: 32, value: (row: ProjectProductView) => (row.productId ? row.productName : '') },
  { header: 'Vendor contact', width: 24, value: (row: ProjectProductView) => row.vendor.contactName },
  { header: 'E-mail', width: 32, value: (row: ProjectProductView) => row.email },
  { header: 'Phone', width: 18, value: (row: ProjectProductView) => row.vendor.phone },
  {
    header: 'Status',
    width: 20,
    value: (row: ProjectProductView) => PARTICIPATION_DISPLAY_LABELS[row.displayStatus],
  },
  { header: 'Invited At', width: 18, value: (row: ProjectProductView) => row.invitedAt },
  { header: 'Purpose', width: 48, value: (row: ProjectProductView) => row.purpose },
  {
    header: 'Service types',
    width: 40,
    value: (row: ProjectProductView) => row.serviceTypes.map((type) => type.label).join(', '),
  },
] as const;

/**
 * Spec 2 §6 MANAGE_BROKERS: supplier export to XLSX. Every supplier of the project, blocked ones too, in the list's
 * sort order and with its status as the Suppliers tab shows it (spec 2 §4); the rows come from the tab's one
 * statement. Needs the tab's privilege (MANAGE_PROJECT_STATE) and MANAGE_BROKERS, and the project's tenant.
 */
export async function exportProjectSuppliers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
): Promise<SpreadsheetFile> {
  if (!viewer.privileges.has('MANAGE_PROJECT_STATE') || !viewer.privileges.has('MANAGE_BROKERS')) throw forbidden();
  const project = await findSupplierProject(app.db, viewer, projectId);
  const suppliers = await listProjectProducts(app, viewer, project.id, { statuses: PARTICIPATION_DISPLAYS });
  const workbook = await newWorkbook();
  const sheet = addSheetWithHeader(workbook, 'Suppliers', COLUMNS);
  for (const supplier of suppliers) sheet.addRow(COLUMNS.map((column) => column.value(supplier)));
  sheet.getColumn(COLUMNS.findIndex((column) => column.header === 'Invited At') + 1).numFmt = 'yyyy-mm-dd hh:mm';
  return { filename: spreadsheetFileName(['Suppliers', project.name]), bytes: await workbookBytes(workbook) };
}
