import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Lesson page, infrastructure module 4; placeholder until the lesson layout is built.
export function ActiveDirectoryPage() {
  return <ScreenPlaceholder title="Active Directory & Identity Management" />;
}
