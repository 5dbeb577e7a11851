import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Lesson page, infrastructure module 7; placeholder until the lesson layout is built.
export function VirtualizationTechnologiesPage() {
  return <ScreenPlaceholder title="Virtualization Technologies" />;
}
