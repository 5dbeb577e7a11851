import { ClipboardList, FlaskConical, MessagesSquare, Users, type LucideIcon } from "lucide-react";

// Categories name Font Awesome classes (their `icon` field); the app ships SVG icons instead of
// an icon font, so each known class maps to one. Unknown classes fall back to speech bubbles.
const icons: Readonly<Record<string, LucideIcon>> = {
  "fa-flask": FlaskConical,
  "fa-users": Users,
  "fa-tasks": ClipboardList,
  "fa-comments": MessagesSquare,
};

export function iconFor(iconClass: string): LucideIcon {
  const name = iconClass.split(/\s+/).find((part) => part in icons);
  return name ? icons[name]! : MessagesSquare;
}

interface CategoryIconProps {
  /** The category's icon class name, e.g. `fas fa-flask`. */
  icon: string;
}

/** Decorative: the category's name is always written beside it. */
export function CategoryIcon({ icon }: CategoryIconProps) {
  const Icon = iconFor(icon);
  return <Icon aria-hidden="true" data-icon={icon} size={18} />;
}
