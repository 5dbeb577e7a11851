import { Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { DELETE_CONFIRMATION, deleteAccountSchema } from "../../../../schema/rules/accountDeletion";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/card.css";
import { Dialog, DialogCloseButton, DialogFooter } from "../../ui/dialog/Dialog";
import { error as problemStyle, field, form, input, label } from "../../ui/form/form.css";
import { redirectIfUnauthorized } from "../community/unauthorized";
import { accountFailure } from "./accountFailure";
import { landSignedOut } from "./signedOutLanding";
import { dangerButton, settingName, settingRow, settingText } from "./SettingsPage.css";
import { useDeleteMyAccountMutation } from "./useDeleteMyAccountMutation";

/**
 * "Delete my account": the member types DELETE to confirm. A refusal keeps what was typed and says
 * why; once deleted, the member is signed out and lands on the community page.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <div className={settingRow}>
      <div className={settingText}>
        <span className={settingName}>Delete my account</span>
        <span className={muted}>
          Removes your profile, likes, flags and notifications for good. Your discussions and replies stay, shown as by
          [deleted member].
        </span>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className={`${buttonRecipe()} ${dangerButton}`}>
            <Trash2 aria-hidden="true" size={16} />
            Delete my account
          </button>
        }
        title="Delete your account?"
        description="This cannot be undone. Your personal data is removed and you are signed out everywhere; your posts stay, shown as by [deleted member]."
      >
        <DeleteAccountForm />
      </Dialog>
    </div>
  );
}

function DeleteAccountForm() {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteMyAccount, busy] = useDeleteMyAccountMutation();
  const navigate = useNavigate();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule: nothing is sent when it fails.
    const parsed = deleteAccountSchema.safeParse({ confirmation: typed });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem(null);
    deleteMyAccount(parsed.data.confirmation, {
      succeeded: () =>
        landSignedOut(navigate, {
          title: "Account deleted",
          description: "Your personal data is removed and you are signed out. Your posts now show as [deleted member].",
        }),
      failed: (cause) => {
        if (!redirectIfUnauthorized(cause)) setProblem(accountFailure(cause));
      },
    });
  };

  return (
    <form className={form} onSubmit={submit} noValidate>
      <div className={field}>
        <label className={label} htmlFor={`${id}-confirmation`}>
          Type {DELETE_CONFIRMATION} to confirm
        </label>
        <input
          id={`${id}-confirmation`}
          className={input}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-required="true"
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={problemStyle} role="alert">
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <DialogCloseButton>Cancel</DialogCloseButton>
        <button type="submit" className={`${buttonRecipe()} ${dangerButton}`} disabled={busy}>
          {busy ? "Deleting…" : "Delete my account"}
        </button>
      </DialogFooter>
    </form>
  );
}
