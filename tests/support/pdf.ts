import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reads a PDF the way a test wants to check it: each page's size in points (as displayed, so a
 * landscape page is wider than high) and its text. Text pieces on one line are joined by a space,
 * lines by a newline, so a table row reads 'NO. Nama Produk …' and a total can be found by text.
 * pdf.js's legacy build parses under Node without a canvas.
 */
export interface PdfPageText {
  widthPt: number;
  heightPt: number;
  text: string;
}

export async function readPdf(data: Uint8Array): Promise<{ pages: PdfPageText[] }> {
  // pdf.js takes ownership of (and detaches) the buffer it gets: give it a copy.
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  try {
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push({ widthPt: width, heightPt: height, text: text.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim() });
      page.cleanup();
    }
    return { pages };
  } finally {
    await document.destroy();
  }
}
