import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Lesson page, infrastructure module 2; placeholder until the lesson layout is built.
export function NetworkInfrastructurePage() {
  return <ScreenPlaceholder title="Network Infrastructure" />;
}
