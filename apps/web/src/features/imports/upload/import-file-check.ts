import { IMPORT_FILE_MAX_BYTES, MESSAGES } from '@shortlist/domain';

/** An XLSX is a zip archive: its first bytes are a zip entry's signature. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

async function startsLikeZip(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  return ZIP_SIGNATURE.every((byte, index) => head[index] === byte);
}

/**
 * Spec 1 §5 file upload rules, checked in the browser before anything is sent (the server checks again): an .xlsx by
 * its name and its content, of at most 70 MB. Null when the file may be sent.
 */
export async function importFileRefusal(file: File): Promise<string | null> {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return MESSAGES.spreadsheetOnly;
  if (file.size > IMPORT_FILE_MAX_BYTES) return MESSAGES.fileSizeLimit;
  return (await startsLikeZip(file)) ? null : MESSAGES.spreadsheetOnly;
}
