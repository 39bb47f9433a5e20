// The part of pdfmake 0.3 (server side) the reports use; the package ships no types of its own.
declare module 'pdfmake' {
  import type { Readable } from 'node:stream';

  export type PdfContent = string | PdfNode | PdfContent[];

  export interface PdfStyle {
    font?: string;
    fontSize?: number;
    bold?: boolean;
    italics?: boolean;
    color?: string;
    fillColor?: string;
    alignment?: 'left' | 'center' | 'right' | 'justify';
    margin?: [number, number, number, number];
    lineHeight?: number;
    decoration?: 'underline';
  }

  export interface PdfTable {
    headerRows?: number;
    widths?: Array<number | string>;
    body: PdfContent[][];
  }

  export interface PdfNode extends PdfStyle {
    text?: PdfContent;
    stack?: PdfContent[];
    ul?: PdfContent[];
    table?: PdfTable;
    layout?: string;
    style?: string | string[];
    link?: string;
    colSpan?: number;
    tocItem?: boolean;
    toc?: { title?: PdfContent; textStyle?: PdfStyle; numberStyle?: PdfStyle };
    pageBreak?: 'before' | 'after';
    unbreakable?: boolean;
  }

  export interface PdfDocumentDefinition {
    info?: { title?: string; subject?: string };
    pageSize?: string;
    pageMargins?: [number, number, number, number];
    content: PdfContent;
    footer?: (currentPage: number, pageCount: number) => PdfContent;
    styles?: Record<string, PdfStyle>;
    defaultStyle?: PdfStyle;
  }

  /** PDFKit's document: a readable stream of the PDF's bytes, written once ended. */
  export interface PdfKitDocument extends Readable {
    end(): void;
  }

  export interface PdfFontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  interface PdfMake {
    setFonts(fonts: Record<string, PdfFontFiles>): void;
    setUrlAccessPolicy(allowed: (url: string) => boolean): void;
    setLocalAccessPolicy(allowed: (path: string) => boolean): void;
    createPdf(definition: PdfDocumentDefinition): { getStream(): Promise<PdfKitDocument> };
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}

declare module 'pdfmake/fonts/Roboto.js' {
  import type { PdfFontFiles } from 'pdfmake';

  const fonts: { Roboto: PdfFontFiles };
  export default fonts;
}
