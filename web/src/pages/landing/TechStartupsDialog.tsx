import { useId, useRef } from "react";
import { buttonRecipe } from "../../ui/button.css";
import { body, dialog, footer, list, trigger } from "./TechStartupsDialog.css";

const STARTUPS_EMAIL = "startups@cyberlab.academy";

/** The navigation's Tech Startups button: team training for startups, in a modal dialog. */
export function TechStartupsDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  return (
    <>
      <button type="button" className={trigger} aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
        Tech Startups
      </button>
      {/* A native modal dialog: focus moves in, the page behind is inert, Escape closes it. */}
      <dialog
        ref={ref}
        className={dialog}
        aria-labelledby={titleId}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) ref.current?.close();
        }}
      >
        <div className={body}>
          <h2 id={titleId}>CyberLab for Tech Startups</h2>
          <p>
            Security has to grow with your product. We train small engineering teams on the same tracks and labs as our
            students, on your schedule.
          </p>
          <ul className={list}>
            <li>Team seats on every track, with one invoice</li>
            <li>Private lab environments that mirror your stack</li>
            <li>A security architecture review with a mentor</li>
          </ul>
          <div className={footer}>
            <a className={buttonRecipe()} href={`mailto:${STARTUPS_EMAIL}?subject=CyberLab%20for%20Tech%20Startups`}>
              Contact our startup team
            </a>
            <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={() => ref.current?.close()}>
              Close
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
