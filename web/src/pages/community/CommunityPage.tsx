import { ScreenPlaceholder } from "../../ui/layout/ScreenPlaceholder";

// Signed-out community landing for now; the signed-in board comes with the community work.
export function CommunityPage() {
  return <ScreenPlaceholder title="Welcome to CyberLab Community" />;
}
