import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Security track catalogue; module cards come with the track work.
export function SecurityModulesPage() {
  return <ScreenPlaceholder title="IT Security Engineering" />;
}
