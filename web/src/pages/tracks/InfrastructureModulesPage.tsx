import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Infrastructure track catalogue; module cards come with the track work.
export function InfrastructureModulesPage() {
  return <ScreenPlaceholder title="IT Infrastructure Engineering" />;
}
