import { useId, useState, type FormEvent } from "react";
import { newDiscussionSchema } from "../../../../schema/discussionRules";
import { isSubmittableText, LIMITS } from "../../../../schema/rules/text";
import { MentionTextarea } from "../../components/mentions/MentionTextarea";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { buttonRecipe } from "../../ui/button.css";
import { useToast } from "../../ui/toast/useToast";
import { actions as footer, field, form, input as control, label, option, options } from "../../ui/form/form.css";
import { useCreateDiscussionMutation } from "./useCreateDiscussionMutation";

interface NewDiscussionFormProps {
  categories: ReadonlyArray<{ id: string; slug: string; name: string }>;
  /** Closes the dialog (after success, or on Cancel). */
  onDone: () => void;
}

const empty = { title: "", content: "", categoryId: "", isUrgent: false, isPinned: false };

export function NewDiscussionForm({ categories, onDone }: NewDiscussionFormProps) {
  const [values, setValues] = useState(empty);
  const [create, isInFlight] = useCreateDiscussionMutation();
  const { toast } = useToast();
  const id = useId();
  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule (schema/discussionRules.ts): nothing is sent when it fails.
    const parsed = newDiscussionSchema.safeParse(values);
    if (!parsed.success) {
      // The spec's words when something required is missing; otherwise the rule that failed.
      const missing = !isSubmittableText(values.title) || !isSubmittableText(values.content) || !values.categoryId;
      const description = missing ? "Please fill in all required fields." : parsed.error.issues[0]!.message;
      toast({ title: "Validation Error", description, variant: "destructive" });
      return;
    }
    create(parsed.data, () => {
      toast({ title: "Discussion created", description: "Your discussion has been posted successfully." });
      setValues(empty);
      onDone();
    });
  };

  return (
    <form className={form} onSubmit={submit} noValidate>
      <div className={field}>
        <label className={label} htmlFor={`${id}-title`}>
          Title
        </label>
        <input
          id={`${id}-title`}
          className={control}
          value={values.title}
          maxLength={LIMITS.discussionTitle}
          onChange={(e) => set("title", e.target.value)}
          aria-required="true"
          aria-describedby={`${id}-title-count`}
        />
        <CharacterCount id={`${id}-title-count`} length={values.title.length} max={LIMITS.discussionTitle} />
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${id}-content`}>
          Content
        </label>
        <MentionTextarea
          id={`${id}-content`}
          className={control}
          rows={5}
          value={values.content}
          maxLength={LIMITS.discussionContent}
          onValueChange={(content) => set("content", content)}
          aria-required="true"
          aria-describedby={`${id}-content-count`}
        />
        <CharacterCount id={`${id}-content-count`} length={values.content.length} max={LIMITS.discussionContent} />
      </div>
      <label className={field}>
        Category
        <select
          className={control}
          value={values.categoryId}
          onChange={(e) => set("categoryId", e.target.value)}
          aria-required="true"
        >
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={options}>
        <legend className={field}>Options</legend>
        <label className={option}>
          <input type="checkbox" checked={values.isUrgent} onChange={(e) => set("isUrgent", e.target.checked)} /> Mark
          as urgent
        </label>
        <label className={option}>
          <input type="checkbox" checked={values.isPinned} onChange={(e) => set("isPinned", e.target.checked)} /> Pin
          discussion
        </label>
      </fieldset>
      <div className={footer}>
        <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={buttonRecipe()} disabled={isInFlight}>
          {isInFlight ? "Posting…" : "Create Discussion"}
        </button>
      </div>
    </form>
  );
}
