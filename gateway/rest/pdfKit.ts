/**
 * PDFKit, loaded with the first PDF asked for (a certificate, a lesson's slides) rather than at
 * start: it is a large module most processes never need, and loading it weighs on every start.
 */
let pdfKit: Promise<typeof import("pdfkit")> | undefined;

export async function loadPdfKit(): Promise<typeof import("pdfkit")> {
  pdfKit ??= import("pdfkit").then((module) => module.default);
  return pdfKit;
}
