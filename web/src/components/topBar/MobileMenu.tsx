import { useId, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import { Link } from "react-router-dom";
import { ThemeSwitcher } from "../../theme/ThemeSwitcher";
import { iconButton, link, menuRow, mobileOnly, mobilePanel } from "./TopBar.css";
import { NavLinks } from "./NavLinks";

/** Below the desktop width: a Menu button that opens the sections, the home link and the theme. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={`${iconButton} ${mobileOnly}`}
        aria-label={open ? "Close menu" : "Open menu"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
      </button>
      {/* Escape closes it from anywhere inside and puts focus back on the button. */}
      <div
        id={panelId}
        className={mobilePanel}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || event.defaultPrevented) return;
          setOpen(false);
          toggleRef.current?.focus();
        }}
      >
        <nav aria-label="Sections menu">
          <NavLinks stacked onNavigate={() => setOpen(false)} />
        </nav>
        <Link to="/" className={link} onClick={() => setOpen(false)}>
          CyberLab Academy Home
        </Link>
        <div className={menuRow}>
          Theme
          <ThemeSwitcher />
        </div>
      </div>
    </>
  );
}
