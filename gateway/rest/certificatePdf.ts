import { loadPdfKit } from "./pdfKit.js";

export type CertificateForPdf = { code: string; recipientName: string; trackTitle: string; issuedAt: string };

/** A one-page landscape certificate: holder, track, date and the code to verify it at `verifyUrl`. */
export async function certificatePdf(certificate: CertificateForPdf, verifyUrl: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: { Title: `Certificate of Completion: ${certificate.trackTitle}`, Author: "CyberLab Academy" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 112;
  const date = new Date(certificate.issuedAt).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(3)
    .stroke("#1e3a8a");
  doc.moveDown(2).font("Helvetica-Bold").fontSize(16).fillColor("#1e3a8a");
  doc.text("CyberLab Academy", 56, undefined, { width, align: "center" });
  doc.moveDown(1.5).fontSize(34).fillColor("#111827").text("Certificate of Completion", { width, align: "center" });
  doc.moveDown(1).font("Helvetica").fontSize(14).text("This certifies that", { width, align: "center" });
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(28).text(certificate.recipientName, { width, align: "center" });
  doc.moveDown(0.5).font("Helvetica").fontSize(14).text("completed every module and lab of the track", {
    width,
    align: "center",
  });
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(22).text(certificate.trackTitle, { width, align: "center" });
  doc.moveDown(1.5).font("Helvetica").fontSize(12).text(`Issued ${date}`, { width, align: "center" });
  doc.moveDown(0.5).text(`Certificate code ${certificate.code}`, { width, align: "center" });
  doc.moveDown(0.5).fillColor("#1e3a8a").text(`Verify at ${verifyUrl}`, { width, align: "center", link: verifyUrl });
  doc.end();
  return done;
}
