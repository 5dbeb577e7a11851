import { BookOpen, FlaskConical, NotebookPen, ShieldCheck, type LucideIcon } from "lucide-react";

/** The signed-out landing's four feature cards (spec 1). */
export const LANDING_FEATURES: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: FlaskConical,
    title: "Lab Discussions",
    text: "Get unstuck on hands-on labs with help from students and mentors who have been there.",
  },
  { icon: BookOpen, title: "Learning Portal", text: "Course materials, video courses and hands-on labs in one place." },
  { icon: NotebookPen, title: "Assignment Hub", text: "Access assignments, submit your work and track your progress." },
  {
    icon: ShieldCheck,
    title: "Expert Community",
    text: "Learn alongside security professionals, instructors and fellow students.",
  },
];
