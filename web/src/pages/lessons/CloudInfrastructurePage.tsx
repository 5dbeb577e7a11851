import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Lesson page, infrastructure module 6; placeholder until the lesson layout is built.
export function CloudInfrastructurePage() {
  return <ScreenPlaceholder title="Cloud Infrastructure" />;
}
