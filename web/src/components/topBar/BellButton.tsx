import { Bell } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { visuallyHidden } from "../../ui/visuallyHidden.css";
import { badge, iconButton } from "./TopBar.css";

type BellButtonProps = ComponentPropsWithRef<"button"> & { label: string | null };

/** The round bell button; its name reads "Notifications 3 new" (or just "Notifications"). */
export function BellButton({ label, ...props }: BellButtonProps) {
  return (
    <button type="button" className={iconButton} {...props}>
      <Bell aria-hidden="true" size={20} />
      <span className={visuallyHidden}>Notifications</span>
      {label ? (
        <>
          <span className={badge}>{label}</span>
          <span className={visuallyHidden}> new</span>
        </>
      ) : null}
    </button>
  );
}
