import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Placeholder until the student portal is built.
export function StudentPortalPage() {
  return <ScreenPlaceholder title="Student Portal" />;
}
