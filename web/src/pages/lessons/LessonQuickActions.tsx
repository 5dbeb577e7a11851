import { Download, LifeBuoy, NotebookPen } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { LessonQuickActions_page$key } from "../../__generated__/LessonQuickActions_page.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, muted } from "../../ui/card.css";
import { Dialog } from "../../ui/dialog/Dialog";
import { LessonNotesDialog } from "./LessonNotesDialog";

interface LessonQuickActionsProps {
  page: LessonQuickActions_page$key;
  /** Only students keep notes; others are told how to. */
  isStudent: boolean;
  /** The lesson on screen: Take Notes opens its notes. */
  current: number;
  /** Get Help: opens the Ask Mentor tab. */
  onGetHelp: () => void;
}

/** The slug a page's slides are downloaded under: GET /api/lessons/:slug/slides.pdf. */
export const slidesUrl = (slug: string) => `/api/lessons/${encodeURIComponent(slug)}/slides.pdf`;

/** Download Slides (a PDF of the outline), Take Notes (private per lesson, autosaved) and Get Help (Ask Mentor). */
export function LessonQuickActions({ page, isStudent, current, onGetHelp }: LessonQuickActionsProps) {
  const data = useFragment(
    graphql`
      fragment LessonQuickActions_page on LessonPage {
        slug
        quickActions
        ...LessonNotesDialog_page
      }
    `,
    page,
  );
  const [notesOpen, setNotesOpen] = useState(false);
  const button = buttonRecipe({ variant: "outline", fullWidth: true });
  if (data.quickActions.length === 0) return null;

  const action = (label: string) => {
    switch (label) {
      case "Download Slides":
        return (
          <a key={label} href={slidesUrl(data.slug)} download className={button}>
            <Download aria-hidden="true" size={16} /> {label}
          </a>
        );
      case "Take Notes":
        return (
          <button key={label} type="button" className={button} onClick={() => setNotesOpen(true)}>
            <NotebookPen aria-hidden="true" size={16} /> {label}
          </button>
        );
      case "Get Help":
        return (
          <button key={label} type="button" className={button} onClick={onGetHelp}>
            <LifeBuoy aria-hidden="true" size={16} /> {label}
          </button>
        );
      default:
        return null;
    }
  };

  return (
    <section className={card} aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className={cardTitle}>
        Quick Actions
      </h2>
      {data.quickActions.map(action)}
      {isStudent ? (
        <LessonNotesDialog page={data} lessonNumber={current} open={notesOpen} onOpenChange={setNotesOpen} />
      ) : (
        <Dialog open={notesOpen} onOpenChange={setNotesOpen} title="Take Notes">
          <p className={muted}>
            Notes are kept for each student. <Link to="/student-login">Sign in as a student</Link> to write yours.
          </p>
        </Dialog>
      )}
    </section>
  );
}
