import { useLocation } from "react-router-dom";
import { useHostThemeControl } from "../theme/themeControlHost";
import { visuallyHidden } from "../ui/visuallyHidden.css";
import { bar, board, card, column, control, heading, logo, page, sideCard } from "./PageFallback.css";

/**
 * Shown while a screen's code or data loads: the screen's shape (a header bar, a heading and
 * cards, with a sidebar on the community pages) instead of a blank page, announced politely.
 */
export function PageFallback() {
  const { pathname } = useLocation();
  // The bar keeps the theme control's place: the shell shows no control of its own above a
  // loading screen, and none that would vanish under the pointer when the screen arrives.
  useHostThemeControl();
  const onBoard = pathname.startsWith("/community");

  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className={visuallyHidden}>Loading…</span>
      <div className={bar}>
        <span className={logo} aria-hidden="true" />
        <span className={control} aria-hidden="true" />
      </div>
      <div className={onBoard ? board : page} aria-hidden="true">
        {onBoard ? (
          <div className={column}>
            <span className={sideCard} />
            <span className={sideCard} />
          </div>
        ) : null}
        <div className={column}>
          <span className={heading} />
          <span className={card} />
          <span className={card} />
          <span className={card} />
        </div>
      </div>
    </div>
  );
}
