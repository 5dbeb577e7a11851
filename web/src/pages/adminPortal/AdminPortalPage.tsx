import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Placeholder until the admin portal is built.
export function AdminPortalPage() {
  return <ScreenPlaceholder title="Admin Portal" />;
}
