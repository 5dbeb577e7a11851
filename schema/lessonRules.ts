import { z } from "zod";

/** Spec 5: a comment or a mentor question is ignored when blank; the web checks it the same way. */
export const lessonTextSchema = (name: string) =>
  z.string().trim().min(1, `${name} is required`).max(2000, `${name} is too long`);

export const lessonCommentSchema = z.object({ content: lessonTextSchema("Comment") });
export const mentorQuestionSchema = z.object({ text: lessonTextSchema("Question") });

/** Whether text would be submitted: not empty and not only whitespace. */
export function isSubmittableText(text: string): boolean {
  return text.trim().length > 0;
}
