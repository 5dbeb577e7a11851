import { useId, useState } from "react";
import { iconButton, mobileOnly, mobilePanel } from "./TopBar.css";
import { NavLinks } from "./NavLinks";

/** Narrow screens: a Menu button that opens and closes the section links below the bar. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <>
      <button
        type="button"
        className={`${iconButton} ${mobileOnly}`}
        aria-label={open ? "Close menu" : "Open menu"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{open ? "✕" : "☰"}</span>
      </button>
      <nav id={panelId} aria-label="Sections menu" className={mobilePanel} hidden={!open}>
        <NavLinks stacked onNavigate={() => setOpen(false)} />
      </nav>
    </>
  );
}
