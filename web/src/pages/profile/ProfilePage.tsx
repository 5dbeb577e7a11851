import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Placeholder until the profile settings screen is built.
export function ProfilePage() {
  return <ScreenPlaceholder title="Profile Settings" />;
}
