import { z } from "zod";
import { requiredText } from "./rules/fields.js";
import { LIMITS } from "./rules/text.js";
import { invalidInput } from "./errors.js";

/** Spec 5: a comment or a mentor question is refused when blank; the web checks it the same way. */
export const lessonTextSchema = (name: string) => requiredText(name, LIMITS.lessonText);

/** A student's private notes: any text up to the limit; empty clears them. */
export const lessonNoteSchema = z
  .string()
  .max(LIMITS.lessonNote, `Notes are too long (at most ${LIMITS.lessonNote} characters)`);

/** An admin's answer to a mentor question: required, not blank. */
export const mentorAnswerSchema = requiredText("Answer", LIMITS.mentorAnswer);

/** A lesson of a page, numbered from 1; whether the page has that many is checked against the page. */
export const lessonNumberSchema = z.number().int().min(1, "Lesson number must be at least 1").max(200);

/** A lesson number past the page's last lesson: the one answer, whichever mutation it came with. */
export function refuseLessonBeyondPage(lessonNumber: number, totalLessons: number): void {
  if (lessonNumber > totalLessons) {
    throw invalidInput([{ field: "input.lessonNumber", message: `This page has ${totalLessons} lessons` }]);
  }
}
