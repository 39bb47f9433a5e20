import type { Viewer } from '../accounts/viewer.js';
import type { files } from '../../db/schema/index.js';

type FileRow = typeof files.$inferSelect;

/**
 * A file is readable by the company that uploaded it. Areas that attach files to shared records (projects,
 * answers) widen this with their own record policy.
 */
export function canReadFile(viewer: Viewer, file: FileRow): boolean {
  return file.companyId === viewer.company.id;
}
