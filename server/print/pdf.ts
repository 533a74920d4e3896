import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import type { PdfDocument } from '../../common/print';

/**
 * Renders the PDF builders of `common/print` with pdfmake's Node API. pdfmake stays an external
 * package in the bundled server, so its Roboto fonts are resolved from its own folder at run time
 * (node_modules next to dist/, or the packaged app's), never copied or embedded by path at build.
 */
const require = createRequire(import.meta.url);

function robotoFonts(): TFontDictionary {
  const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
  return {
    Roboto: {
      normal: font('Roboto-Regular.ttf'),
      bold: font('Roboto-Medium.ttf'),
      italics: font('Roboto-Italic.ttf'),
      bolditalics: font('Roboto-MediumItalic.ttf'),
    },
  };
}

let configured = false;

/** Once per process: the fonts, and no document may read a URL or any local file but those fonts. */
function configure(): void {
  if (configured) return;
  const fonts = robotoFonts();
  const fontFiles = new Set(Object.values(fonts).flatMap((family) => Object.values(family).filter((file): file is string => typeof file === 'string')));
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  configured = true;
}

/** A builder's document → the PDF's bytes. The compiler checks here that ours fit pdfmake's type. */
export async function renderPdf(doc: PdfDocument | TDocumentDefinitions): Promise<Buffer> {
  configure();
  const definition: TDocumentDefinitions = doc;
  return pdfmake.createPdf(definition).getBuffer();
}

/** A name safe inside `filename="…"`: no quotes, slashes or control characters. */
export function safePdfFilename(filename: string): string {
  const base = filename.replace(/[^A-Za-z0-9 ._-]+/g, '_').trim() || 'dokumen';
  return base.toLowerCase().endsWith('.pdf') ? base : `${base}.pdf`;
}

/** Answers a rendered PDF, shown in the browser's (or the desktop's) viewer rather than saved at once. */
export function sendPdf(reply: FastifyReply, buffer: Buffer, filename: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${safePdfFilename(filename)}"`)
    .header('cache-control', 'no-store')
    .send(buffer);
}
