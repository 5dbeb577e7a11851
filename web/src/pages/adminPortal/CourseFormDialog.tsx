import { useId, useState, type FormEvent, type ReactElement } from "react";
import { COURSE_LEVELS, courseFormSchema, type CourseForm } from "../../../../schema/adminRules";
import { buttonRecipe } from "../../ui/button.css";
import { Dialog, DialogCloseButton } from "../../ui/dialog/Dialog";
import { actions, error as errorStyle, field, form, input, label, textarea } from "../../ui/form/form.css";

type Draft = Record<keyof CourseForm, string>;

const EMPTY: Draft = { title: "", description: "", level: "Beginner", price: "", durationWeeks: "", totalLessons: "" };
const FIELDS: { name: Exclude<keyof CourseForm, "description" | "level">; label: string; type: string }[] = [
  { name: "title", label: "Title", type: "text" },
  { name: "price", label: "Price per month (USD)", type: "number" },
  { name: "durationWeeks", label: "Duration (weeks)", type: "number" },
  { name: "totalLessons", label: "Lessons", type: "number" },
];

/** The form's text as the shared rule reads it: numbers from their fields, "" as a missing number. */
function parse(draft: Draft) {
  const number = (text: string) => (text.trim() === "" ? undefined : Number(text));
  return courseFormSchema.safeParse({
    ...draft,
    price: number(draft.price),
    durationWeeks: number(draft.durationWeeks),
    totalLessons: number(draft.totalLessons),
  });
}

interface CourseFormDialogProps {
  trigger: ReactElement;
  title: string;
  submitLabel: string;
  /** The course's current values when editing. */
  initial?: CourseForm;
  busy: boolean;
  onSubmit: (form: CourseForm, done: () => void) => void;
}

/** Create or edit a course; the rules are the schema's (courseFormSchema), shown beside each field. */
export function CourseFormDialog({ trigger, title, submitLabel, initial, busy, onSubmit }: CourseFormDialogProps) {
  const start = (): Draft =>
    initial
      ? {
          ...initial,
          price: String(initial.price),
          durationWeeks: String(initial.durationWeeks),
          totalLessons: String(initial.totalLessons),
        }
      : EMPTY;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(start);
  const [tried, setTried] = useState(false);
  const id = useId();
  const result = parse(draft);
  const problems = new Map<string, string>();
  if (!result.success) for (const issue of result.error.issues) problems.set(String(issue.path[0]), issue.message);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setDraft(start());
    setTried(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (result.success) onSubmit(result.data, () => changeOpen(false));
  };
  const problemOf = (name: keyof CourseForm) =>
    tried && problems.has(name) ? (
      <p id={`${id}-${name}-error`} className={errorStyle} role="alert">
        {problems.get(name)}
      </p>
    ) : null;
  const described = (name: keyof CourseForm) =>
    tried && problems.has(name) ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};

  return (
    <Dialog open={open} onOpenChange={changeOpen} trigger={trigger} size="medium" title={title}>
      <form className={form} onSubmit={submit} noValidate>
        {FIELDS.map((f) => (
          <div key={f.name} className={field}>
            <label className={label} htmlFor={`${id}-${f.name}`}>
              {f.label}
            </label>
            <input
              id={`${id}-${f.name}`}
              className={input}
              type={f.type}
              inputMode={f.type === "number" ? "decimal" : undefined}
              step={f.name === "price" ? "0.01" : "1"}
              value={draft[f.name]}
              onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })}
              {...described(f.name)}
            />
            {problemOf(f.name)}
          </div>
        ))}
        <div className={field}>
          <label className={label} htmlFor={`${id}-description`}>
            Description
          </label>
          <textarea
            id={`${id}-description`}
            className={textarea}
            rows={4}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            {...described("description")}
          />
          {problemOf("description")}
        </div>
        <div className={field}>
          <label className={label} htmlFor={`${id}-level`}>
            Level
          </label>
          <select
            id={`${id}-level`}
            className={input}
            value={draft.level}
            onChange={(e) => setDraft({ ...draft, level: e.target.value })}
          >
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </div>
        <div className={actions}>
          <DialogCloseButton>Cancel</DialogCloseButton>
          <button type="submit" className={buttonRecipe()} disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
