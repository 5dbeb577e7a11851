// Categories name Font Awesome classes; the app ships no icon font, so each known class maps to a
// glyph. Unknown classes fall back to a speech bubble.
const glyphs: Readonly<Record<string, string>> = {
  "fa-flask": "🧪",
  "fa-users": "👥",
  "fa-tasks": "📋",
  "fa-comments": "💬",
};

export function glyphFor(iconClass: string): string {
  const name = iconClass.split(/\s+/).find((part) => part in glyphs);
  return name ? glyphs[name]! : "💬";
}

interface CategoryIconProps {
  /** The category's icon class name, e.g. `fas fa-flask`. */
  icon: string;
}

/** Decorative: the category's name is always written beside it. */
export function CategoryIcon({ icon }: CategoryIconProps) {
  return (
    <span aria-hidden="true" data-icon={icon}>
      {glyphFor(icon)}
    </span>
  );
}
