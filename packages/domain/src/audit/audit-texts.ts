/** Issue 38: what the audit trail's readers see when the chain is checked, and the CSV export's columns. */
export const auditIntactMessage = (checked: number): string =>
  `The audit trail is intact (${checked} ${checked === 1 ? 'entry' : 'entries'} checked)`;

/** A break names the entry (its number in writing order) and its company's trail. */
export interface AuditBreakText {
  seq: number;
  companyName: string | null;
  reason: 'hash' | 'link';
}

export const auditBrokenMessage = (checked: number, breaks: readonly AuditBreakText[]): string =>
  `The audit trail has been changed: ${breaks
    .map(
      (entry) =>
        `entry ${entry.seq} (${entry.companyName ?? 'platform'}) ${
          entry.reason === 'hash' ? 'was edited' : 'does not follow the entry before it'
        }`,
    )
    .join('; ')} (${checked} ${checked === 1 ? 'entry' : 'entries'} checked)`;

/** The columns of the audit trail's CSV export, in order. */
export const AUDIT_CSV_COLUMNS = [
  'When',
  'Who',
  'On behalf of',
  'Company',
  'Kind',
  'Project',
  'Target',
  'Before',
  'After',
  'Address',
] as const;
