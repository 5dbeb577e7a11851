import { placeholder, hueVar, size as sizes } from "./UserAvatar.css";
import { placeholderAvatar } from "./placeholderAvatar";

interface UserAvatarProps {
  /** Global id of the person; signed-in headers without one pass their e-mail. */
  id: string;
  firstName: string;
  lastName: string;
  imageUrl: string | null | undefined;
  size?: keyof typeof sizes;
  /** Decorative when the name is already next to it (the default). */
  label?: string;
}

// createVar() gives `var(--name)`; an inline style sets the bare `--name`.
const cssVarName = (reference: string) => reference.replace(/^var\((.+)\)$/, "$1");

/** The person's picture, or a placeholder with their initials coloured from their id. */
export function UserAvatar({ id, firstName, lastName, imageUrl, size = "md", label }: UserAvatarProps) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  if (imageUrl) {
    return <img src={imageUrl} alt={label ?? ""} className={sizes[size]} />;
  }
  const { initials, hue } = placeholderAvatar(id, firstName, lastName);
  return (
    <span {...a11y} className={`${sizes[size]} ${placeholder}`} style={{ [cssVarName(hueVar)]: String(hue) }}>
      {initials}
    </span>
  );
}
