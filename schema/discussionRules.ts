import { z } from "zod";

/** A new discussion: title, content and category required after trimming. */
export const newDiscussionSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "Title is too long"),
  content: z.string().trim().min(1, "Content is required").max(10_000, "Content is too long"),
  categoryId: z.string().trim().min(1, "Category is required").max(40, "Category is too long"),
  isUrgent: z.boolean().default(false),
  isPinned: z.boolean().default(false),
  isLocked: z.boolean().default(false),
});
