/** Where a report's file is stored: one key per report, so a retry overwrites what a killed attempt left. */
export const reportStorageKey = (report: { companyId: string; id: string }) =>
  `${report.companyId}/reports/${report.id}`;
