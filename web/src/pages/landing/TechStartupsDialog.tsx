import { buttonRecipe } from "../../ui/button.css";
import { Dialog, DialogCloseButton, DialogFooter } from "../../ui/dialog/Dialog";
import { list, trigger } from "./TechStartupsDialog.css";

const STARTUPS_EMAIL = "startups@cyberlab.academy";

/** The navigation's Tech Startups button: team training for startups, in a modal dialog. */
export function TechStartupsDialog() {
  return (
    <Dialog
      trigger={
        <button type="button" className={trigger}>
          Tech Startups
        </button>
      }
      title="CyberLab for Tech Startups"
      description="Security has to grow with your product. We train small engineering teams on the same tracks and labs as our students, on your schedule."
    >
      <ul className={list}>
        <li>Team seats on every track, with one invoice</li>
        <li>Private lab environments that mirror your stack</li>
        <li>A security architecture review with a mentor</li>
      </ul>
      <DialogFooter>
        <a className={buttonRecipe()} href={`mailto:${STARTUPS_EMAIL}?subject=CyberLab%20for%20Tech%20Startups`}>
          Contact our startup team
        </a>
        <DialogCloseButton>Close</DialogCloseButton>
      </DialogFooter>
    </Dialog>
  );
}
