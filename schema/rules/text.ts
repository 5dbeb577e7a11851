// Kept apart from fields.ts so that screens which only need this (the lesson pages) do not load zod.

/** Whether text would be submitted: not empty and not only whitespace (spec 5). */
export function isSubmittableText(text: string): boolean {
  return text.trim().length > 0;
}
