import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Lesson page, infrastructure module 8; placeholder until the lesson layout is built.
export function StorageSolutionsPage() {
  return <ScreenPlaceholder title="Storage Solutions" />;
}
