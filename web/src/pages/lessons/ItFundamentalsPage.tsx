import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Lesson page, infrastructure module 1; placeholder until the lesson layout is built.
export function ItFundamentalsPage() {
  return <ScreenPlaceholder title="IT Fundamentals" />;
}
