/**
 * Issue 38 item 4, the open-contracting export: a project as an OCDS 1.1 release package (JSON), downloaded by the
 * project's owners from GET {@link ocdsExportPath}.
 */
export const OCDS_TEXTS = {
  exportButton: 'Export OCDS (JSON)',
  notOwner: 'Only the owners of this project can download its open-contracting export.',
} as const;

/** The download's address (relative to the site). */
export const ocdsExportPath = (projectId: string): string => `/api/projects/${encodeURIComponent(projectId)}/ocds.json`;

/** The download's file name: the project's name, then `-ocds.json`. */
export const ocdsFileName = (projectName: string): string => `${projectName}-ocds.json`;
