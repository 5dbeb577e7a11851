import { useId, useState, type FormEvent } from "react";
import { newPasswordSchema } from "../../../../schema/auth/credentials";
import { graphql, useFragment } from "react-relay";
import type { SetPasswordDialog_student$key } from "../../__generated__/SetPasswordDialog_student.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { Dialog, DialogCloseButton } from "../../ui/dialog/Dialog";
import { actions, field, form, input, label } from "../../ui/form/form.css";
import { useSetStudentPasswordMutation } from "./useSetStudentPasswordMutation";

interface SetPasswordDialogProps {
  student: SetPasswordDialog_student$key;
  /** Id of the element holding the student's name, which describes the trigger. */
  nameId: string;
}

/** Spec 5: the new password must not be blank; the button stays disabled until it is not. */
export function SetPasswordDialog({ student, nameId }: SetPasswordDialogProps) {
  const data = useFragment(
    graphql`
      fragment SetPasswordDialog_student on Student {
        firstName
        lastName
        ...useSetStudentPasswordMutation_student
      }
    `,
    student,
  );
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [setStudentPassword, isInFlight] = useSetStudentPasswordMutation(data);
  const inputId = useId();
  const valid = newPasswordSchema.safeParse(password).success;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // Never keep a typed password around once the dialog closes.
    if (!next) setPassword("");
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) setStudentPassword(password, () => changeOpen(false));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <button type="button" className={buttonRecipe({ variant: "outline" })} aria-describedby={nameId}>
          Set Password
        </button>
      }
      size="small"
      title={`Set password for ${data.firstName} ${data.lastName}`}
      description="The student signs in with the new password; every session they have now ends."
    >
      <form className={form} onSubmit={submit} noValidate>
        <div className={field}>
          <label className={label} htmlFor={inputId}>
            New password
          </label>
          <input
            id={inputId}
            className={input}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        <div className={actions}>
          <DialogCloseButton>Cancel</DialogCloseButton>
          <button type="submit" className={buttonRecipe()} disabled={!valid || isInFlight}>
            Update Password
          </button>
        </div>
      </form>
    </Dialog>
  );
}
