import { useId, useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { UnlockModuleDialog_student$key } from "../../__generated__/UnlockModuleDialog_student.graphql";
import type { UnlockModuleDialog_tracks$key } from "../../__generated__/UnlockModuleDialog_tracks.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { Dialog, DialogCloseButton } from "../../ui/dialog/Dialog";
import { actions, field, form, input, label } from "../../ui/form/form.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { useUnlockModuleMutation } from "./useUnlockModuleMutation";

interface UnlockModuleDialogProps {
  student: UnlockModuleDialog_student$key;
  /** Id of the element holding the student's name, which describes the trigger. */
  nameId: string;
  tracks: UnlockModuleDialog_tracks$key;
}

/** An admin opens a module for the student ahead of the sequential rule; a second unlock is refused. */
export function UnlockModuleDialog({ student, nameId, tracks }: UnlockModuleDialogProps) {
  const data = useFragment(
    graphql`
      fragment UnlockModuleDialog_student on Student {
        firstName
        lastName
        unlockedModules {
          id
          title
        }
        ...useUnlockModuleMutation_student
      }
    `,
    student,
  );
  const options = useFragment(
    graphql`
      fragment UnlockModuleDialog_tracks on Track @relay(plural: true) {
        slug
        title
        modules {
          id
          number
          title
        }
      }
    `,
    tracks,
  );
  const [open, setOpen] = useState(false);
  const [moduleId, setModuleId] = useState("");
  const [unlock, isInFlight] = useUnlockModuleMutation(data);
  const selectId = useId();
  const unlocked = new Set(data.unlockedModules.map((module) => module.id));

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setModuleId("");
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (moduleId) unlock(moduleId, () => changeOpen(false));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <button type="button" className={buttonRecipe({ variant: "outline" })} aria-describedby={nameId}>
          Unlock module
        </button>
      }
      size="small"
      title={`Unlock a module for ${data.firstName} ${data.lastName}`}
      description="The module opens for this student even before they complete the one before it."
    >
      <form className={form} onSubmit={submit} noValidate>
        <div className={field}>
          <label className={label} htmlFor={selectId}>
            Module
          </label>
          <select
            id={selectId}
            className={input}
            value={moduleId}
            onChange={(e) => setModuleId(e.target.value)}
            required
          >
            <option value="">Select a module</option>
            {options.map((track) => (
              <optgroup key={track.slug} label={track.title}>
                {track.modules.map((module) => (
                  // A module already unlocked for the student cannot be chosen again.
                  <option key={module.id} value={module.id} disabled={unlocked.has(module.id)}>
                    Module {module.number}: {module.title}
                    {unlocked.has(module.id) ? " (unlocked)" : ""}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <p className={muted} aria-live="polite">
          {data.unlockedModules.length === 0
            ? "No module unlocked for this student yet."
            : `Already unlocked: ${data.unlockedModules.map((module) => module.title).join(", ")}.`}
        </p>
        <div className={actions}>
          <DialogCloseButton>Cancel</DialogCloseButton>
          <button type="submit" className={buttonRecipe()} disabled={!moduleId || isInFlight}>
            Unlock Module
          </button>
        </div>
      </form>
    </Dialog>
  );
}
