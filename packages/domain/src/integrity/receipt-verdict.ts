import { formatDateTime } from '../date-format.js';

/** A receipt's public code: `R-` and the first 8 hex digits of its id (the full id rides in the verify link). */
export const receiptCode = (receiptId: string): string => `R-${receiptId.slice(0, 8).toLowerCase()}`;

const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHORT_ID = /^[0-9a-f]{8}$/;
const DIGEST = /^[0-9a-f]{64}$/;

/**
 * What a holder typed, read leniently (case, spaces, an `R-` prefix): the receipt's full id or its 8-digit code, and
 * the 64-digit digest; null when either cannot be one (which matches no receipt).
 */
export function parseReceiptQuery(
  receiptId: string,
  digest: string,
): { id: string | null; prefix: string; digest: string } | null {
  const typed = receiptId.trim().toLowerCase().replace(/^r-/, '');
  const hex = digest.trim().toLowerCase();
  if (!DIGEST.test(hex)) return null;
  if (FULL_ID.test(typed)) return { id: typed, prefix: typed.slice(0, 8), digest: hex };
  if (SHORT_ID.test(typed)) return { id: null, prefix: typed, digest: hex };
  return null;
}

/**
 * What the verify page answers. MATCHES: the answers stored now have the receipt's digest. CHANGED: the receipt was
 * issued (id and digest recorded together) but the answers differ now; `resubmittedAt` is the product's latest
 * submission when one came after it, null while an update is still open. NONE: no receipt has this id and digest.
 */
export type ReceiptVerdict =
  | { kind: 'MATCHES'; submittedAt: Date | string }
  | { kind: 'CHANGED'; resubmittedAt: Date | string | null }
  | { kind: 'NONE' };

export const RECEIPT_NONE = 'No receipt matches this id and digest.';

export function receiptVerdictText(verdict: ReceiptVerdict): string {
  if (verdict.kind === 'MATCHES') {
    return `This receipt matches the answers stored for it: submitted ${formatDateTime(verdict.submittedAt)}.`;
  }
  if (verdict.kind === 'CHANGED') {
    return verdict.resubmittedAt
      ? `This receipt is genuine, but the answers have changed since it was issued (resubmitted ${formatDateTime(verdict.resubmittedAt)}).`
      : 'This receipt is genuine, but the answers have changed since it was issued (not resubmitted yet).';
  }
  return RECEIPT_NONE;
}

/** The public verify page, and its link carrying a receipt (the page reads `id` and `digest` from the query). */
export const RECEIPT_VERIFY_PATH = '/verify-receipt';
export const receiptVerifyPath = (receiptId: string, digest: string): string =>
  `${RECEIPT_VERIFY_PATH}?${new URLSearchParams({ id: receiptId, digest })}`;

/** The receipt's line in the mail and on the page: its code and the digest of the answers and files. */
export const receiptDigestLine = (receiptId: string, digest: string): string =>
  `Receipt ${receiptCode(receiptId)}, SHA-256 digest of your answers and files: ${digest}`;
