import { z } from "zod";
import { requiredText } from "./rules/fields.js";
import { LIMITS } from "./rules/text.js";

/** Spec 5: a comment or a mentor question is refused when blank; the web checks it the same way. */
export const lessonTextSchema = (name: string) => requiredText(name, LIMITS.lessonText);

/** A student's private notes: any text up to the limit; empty clears them. */
export const lessonNoteSchema = z
  .string()
  .max(LIMITS.lessonNote, `Notes are too long (at most ${LIMITS.lessonNote} characters)`);

/** An admin's answer to a mentor question: required, not blank. */
export const mentorAnswerSchema = requiredText("Answer", LIMITS.mentorAnswer);
