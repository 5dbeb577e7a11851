import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/card.css";
import { Dialog, DialogCloseButton, DialogFooter } from "../../ui/dialog/Dialog";
import { error as problemStyle } from "../../ui/form/form.css";
import { redirectIfUnauthorized } from "../community/unauthorized";
import { accountFailure } from "./accountFailure";
import { landSignedOut } from "./signedOutLanding";
import { settingName, settingRow, settingText } from "./SettingsPage.css";
import { useSignOutEverywhereMutation } from "./useSignOutEverywhereMutation";

/** "Sign out of all devices": asks once, then ends every session and lands on the community page. */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [signOutEverywhere, busy] = useSignOutEverywhereMutation();
  const navigate = useNavigate();

  const confirm = () => {
    setProblem(null);
    signOutEverywhere({
      succeeded: () =>
        landSignedOut(navigate, {
          title: "Signed out everywhere",
          description: "You are signed out on every device, this one included.",
        }),
      failed: (cause) => {
        if (!redirectIfUnauthorized(cause)) setProblem(accountFailure(cause));
      },
    });
  };

  return (
    <div className={settingRow}>
      <div className={settingText}>
        <span className={settingName}>Sign out of all devices</span>
        <span className={muted}>Ends every session of your account: on other computers, phones and here.</span>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setProblem(null);
        }}
        trigger={
          <button type="button" className={buttonRecipe({ variant: "outline" })}>
            <LogOut aria-hidden="true" size={16} />
            Sign out of all devices
          </button>
        }
        title="Sign out of all devices?"
        description="Every device signed in to your account is signed out, this one included. Sign in again to come back."
        size="small"
      >
        {problem ? (
          <p className={problemStyle} role="alert">
            {problem}
          </p>
        ) : null}
        <DialogFooter>
          <DialogCloseButton>Cancel</DialogCloseButton>
          <button type="button" className={buttonRecipe()} onClick={confirm} disabled={busy}>
            {busy ? "Signing out…" : "Sign out everywhere"}
          </button>
        </DialogFooter>
      </Dialog>
    </div>
  );
}
