import { requiredText } from "./rules/fields.js";
import { LIMITS } from "./rules/text.js";

/** Spec 5: a comment or a mentor question is refused when blank; the web checks it the same way. */
export const lessonTextSchema = (name: string) => requiredText(name, LIMITS.lessonText);
