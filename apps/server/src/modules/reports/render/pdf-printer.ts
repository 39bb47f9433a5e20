/// <reference path="./pdfmake.d.ts" />
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PdfDocumentDefinition } from 'pdfmake';

/**
 * pdfmake with the Roboto fonts it ships, loaded on the first PDF (it is large, and most requests make none). Both
 * stay in node_modules (scripts/build-server.mjs keeps them out of the bundle), so the font files are found beside
 * pdfmake whether the server runs from its sources or its bundle. A report embeds no image or file: every URL and
 * local file but the fonts is refused.
 */
async function loadPdfmake() {
  const [{ default: pdfmake }, { default: fonts }] = await Promise.all([
    import('pdfmake'),
    import('pdfmake/fonts/Roboto.js'),
  ]);
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  const fontFiles = new Set(Object.values(fonts.Roboto));
  pdfmake.setLocalAccessPolicy((file) => fontFiles.has(file));
  return pdfmake;
}

let loaded: ReturnType<typeof loadPdfmake> | null = null;

/** Lays the document out and writes the PDF to `out`, which it ends. */
export async function printPdf(definition: PdfDocumentDefinition, out: Writable): Promise<void> {
  loaded ??= loadPdfmake().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  const document = await (await loaded).createPdf(definition).getStream();
  const written = pipeline(document, out);
  document.end();
  await written;
}
