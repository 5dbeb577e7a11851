import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Placeholder until the student login screen is built.
export function StudentLoginPage() {
  return <ScreenPlaceholder title="Student Login" />;
}
