import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Lesson page, infrastructure module 3; placeholder until the lesson layout is built.
export function ServerAdministrationPage() {
  return <ScreenPlaceholder title="Server Administration" />;
}
