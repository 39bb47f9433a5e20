/**
 * Issue 37: the digest on a submission receipt. A product's submitted answers are written out canonically and hashed
 * with SHA-256, so that anyone holding the receipt can later check it against the answers stored then.
 *
 * The canonical text is JSON: `["shortlist-receipt-v1", [row, …]]`, one row for every question of the product's
 * questionnaire (answered or not), ordered by question id, each `[questionId, value, secondaryValue, notApplicable,
 * notApplicableDescription]` (a missing value is null; objects with their keys sorted). A file in a FILE answer is
 * written as `{"filename", "sha256"}` (its content's SHA-256, not its id), so the digest follows the files' bytes
 * and names and not where they are stored. The order of a value's list (chosen options, files) is kept.
 */
export interface ReceiptAnswer {
  questionId: string;
  value: unknown;
  secondaryValue: unknown;
  notApplicable: boolean;
  notApplicableDescription: string | null;
}

/** Where a file named in an answer has no known content digest (the server computes every one first). */
export class MissingFileDigestError extends Error {
  constructor(fileId: string) {
    super(`No content digest for the file ${fileId}`);
    this.name = 'MissingFileDigestError';
  }
}

const RECEIPT_FORMAT = 'shortlist-receipt-v1';

const isFile = (item: unknown): item is { id: string; filename: string } =>
  typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string' && 'filename' in item;

function canonical(value: unknown, fileDigests: ReadonlyMap<string, string>): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    return value.map((item) => {
      if (!isFile(item)) return canonical(item, fileDigests);
      const sha256 = fileDigests.get(item.id);
      if (!sha256) throw new MissingFileDigestError(item.id);
      return { filename: String(item.filename), sha256 };
    });
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([left], [right]) =>
      left < right ? -1 : left > right ? 1 : 0,
    );
    return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item, fileDigests)]));
  }
  return value;
}

/** The file ids a set of answers names (those whose content digests the canonical text needs). */
export function receiptFileIds(rows: readonly Pick<ReceiptAnswer, 'value'>[]): string[] {
  const ids = rows.flatMap((row) => (Array.isArray(row.value) ? row.value.filter(isFile).map((file) => file.id) : []));
  return [...new Set(ids)];
}

/** The canonical text of a product's answers (above); the rows may come in any order. */
export function canonicalReceiptText(rows: readonly ReceiptAnswer[], fileDigests: ReadonlyMap<string, string>): string {
  const ordered = [...rows].sort((left, right) =>
    left.questionId < right.questionId ? -1 : left.questionId > right.questionId ? 1 : 0,
  );
  const written = ordered.map((row) => [
    row.questionId,
    canonical(row.value, fileDigests),
    canonical(row.secondaryValue, fileDigests),
    row.notApplicable,
    row.notApplicableDescription ?? null,
  ]);
  return JSON.stringify([RECEIPT_FORMAT, written]);
}

/** SHA-256 of a text's UTF-8 bytes, as 64 lower-case hex digits (Web Crypto: the same in Node and the browser). */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The receipt digest of a product's answers: SHA-256 of their canonical text. */
export function receiptDigest(
  rows: readonly ReceiptAnswer[],
  fileDigests: ReadonlyMap<string, string>,
): Promise<string> {
  return sha256Hex(canonicalReceiptText(rows, fileDigests));
}
