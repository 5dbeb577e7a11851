import { loadPdfKit } from "./pdfKit.js";
import { RestError } from "./runOperation.js";

/** What the slides are made of: the lesson page's outline, as GET /api/lessons/:slug/slides.pdf queries it. */
export const SLIDES_QUERY = `query LessonSlides($slug: String!) {
  lessonPage(slug: $slug) {
    slug title level totalLessons mentorName mentorRole aboutObjectives
    videos { title durationMinutes instructor label }
    labs { title description durationMinutes difficulty }
    readings { title author chapters }
  }
}`;

export type SlidesOutline = {
  slug: string;
  title: string;
  level: string;
  totalLessons: number;
  mentorName: string;
  mentorRole: string;
  aboutObjectives: string[];
  videos: { title: string; durationMinutes: number; instructor: string; label: string }[];
  labs: { title: string; description: string; durationMinutes: number; difficulty: string }[];
  readings: { title: string; author: string; chapters: string }[];
};

const difficultyLabel = (d: string) => d.charAt(0) + d.slice(1).toLowerCase();

/**
 * The module's slides: a title slide, then one slide each for the videos, the labs, the readings and
 * the objectives. Landscape A4 in PDF's standard Helvetica (no font files); streamed as it is drawn.
 */
export async function slidesPdf(page: SlidesOutline | null): Promise<PDFKit.PDFDocument> {
  if (!page) throw new RestError(404, "Lesson page not found");
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: { Title: `${page.title} slides`, Author: "CyberLab Academy", Subject: page.title },
  });
  const heading = (text: string) => doc.font("Helvetica-Bold").fontSize(28).text(text).moveDown(0.6);
  const bullet = (text: string, detail?: string) => {
    doc.font("Helvetica").fontSize(16).text(`•  ${text}`);
    if (detail) doc.fontSize(12).fillColor("#555555").text(detail, { indent: 22 }).fillColor("#000000");
    doc.moveDown(0.4);
  };

  doc.font("Helvetica").fontSize(14).text("CyberLab Academy", { align: "center" }).moveDown(4);
  doc.font("Helvetica-Bold").fontSize(40).text(page.title, { align: "center" }).moveDown(0.5);
  doc.font("Helvetica").fontSize(18).text(`Level: ${page.level}  ·  ${page.totalLessons} lessons`, { align: "center" });
  doc.moveDown(0.5).fontSize(14).text(`Mentor: ${page.mentorName}, ${page.mentorRole}`, { align: "center" });

  doc.addPage();
  heading("Videos");
  for (const v of page.videos) bullet(v.title, `${v.durationMinutes} min · ${v.instructor} · ${v.label}`);

  doc.addPage();
  heading("Lab exercises");
  for (const lab of page.labs) {
    bullet(lab.title, `${difficultyLabel(lab.difficulty)} · ${lab.durationMinutes} min — ${lab.description}`);
  }

  doc.addPage();
  heading("Required reading");
  for (const r of page.readings) bullet(r.title, `${r.author} · ${r.chapters}`);

  if (page.aboutObjectives.length > 0) {
    doc.addPage();
    heading("Learning objectives");
    for (const objective of page.aboutObjectives) bullet(objective);
  }
  doc.end();
  return doc;
}
