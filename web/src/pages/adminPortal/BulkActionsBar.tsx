import { useId, useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { BULK_LIMIT, enrollCourseIdSchema } from "../../../../schema/adminRules";
import type { BulkActionsBar_courses$key } from "../../__generated__/BulkActionsBar_courses.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { Dialog, DialogCloseButton } from "../../ui/dialog/Dialog";
import { actions, field, form, input, label } from "../../ui/form/form.css";
import { bar, count } from "./BulkActionsBar.css";
import { studentsCsvUrl, type StudentListState } from "./studentListParams";
import { useEnrollStudentsMutation, useSetStudentsActiveMutation } from "./useBulkStudentMutations";
import type { SelectedStudent, StudentSelection } from "./useStudentSelection";

interface BulkActionsBarProps {
  selection: StudentSelection;
  /** The students of the page on screen, for "Select page". */
  onPage: readonly SelectedStudent[];
  courses: BulkActionsBar_courses$key;
  listState: StudentListState;
}

/** What an admin does to many students at once, and the CSV export of the list or of the selection. */
export function BulkActionsBar({ selection, onPage, courses, listState }: BulkActionsBarProps) {
  const options = useFragment(
    graphql`
      fragment BulkActionsBar_courses on Course @relay(plural: true) {
        id
        title
        isActive
      }
    `,
    courses,
  );
  const [setActive, isSettingActive] = useSetStudentsActiveMutation();
  const [enroll, isEnrolling] = useEnrollStudentsMutation();
  const [enrollOpen, setEnrollOpen] = useState(false);
  const [courseId, setCourseId] = useState("");
  const selectId = useId();
  const chosen = enrollCourseIdSchema.safeParse(courseId);
  const ids = selection.students.map((s) => s.id);
  const pageSelected = onPage.length > 0 && onPage.every((s) => selection.has(s.id));
  const busy = isSettingActive || isEnrolling;
  const cannotAct = ids.length === 0 || selection.overLimit || busy;

  const submitEnroll = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.success)
      enroll(ids, chosen.data, () => {
        setEnrollOpen(false);
        setCourseId("");
      });
  };

  return (
    <div className={bar} role="group" aria-label="Bulk actions">
      <p className={count} aria-live="polite">
        {selection.overLimit ? `${ids.length} selected: at most ${BULK_LIMIT} per action` : `${ids.length} selected`}
      </p>
      <button
        type="button"
        className={buttonRecipe({ variant: "outline" })}
        disabled={onPage.length === 0}
        onClick={() => selection.setAll(onPage, !pageSelected)}
      >
        {pageSelected ? "Unselect page" : "Select page"}
      </button>
      <button
        type="button"
        className={buttonRecipe({ variant: "outline" })}
        disabled={ids.length === 0}
        onClick={selection.clear}
      >
        Clear selection
      </button>
      <button
        type="button"
        className={buttonRecipe({ variant: "outline" })}
        disabled={cannotAct}
        onClick={() => setActive(ids, true, () => {})}
      >
        Enable selected
      </button>
      <button
        type="button"
        className={buttonRecipe({ variant: "outline" })}
        disabled={cannotAct}
        onClick={() => setActive(ids, false, () => {})}
      >
        Disable selected
      </button>
      <Dialog
        open={enrollOpen}
        onOpenChange={(open) => {
          setEnrollOpen(open);
          if (!open) setCourseId("");
        }}
        trigger={
          <button type="button" className={buttonRecipe({ variant: "outline" })} disabled={cannotAct}>
            Enroll selected
          </button>
        }
        size="small"
        title={`Enroll ${ids.length} ${ids.length === 1 ? "student" : "students"}`}
        description="Choose the course. Students already enrolled in it are skipped and listed."
      >
        <form className={form} onSubmit={submitEnroll} noValidate>
          <div className={field}>
            <label className={label} htmlFor={selectId}>
              Course
            </label>
            <select id={selectId} className={input} value={courseId} onChange={(e) => setCourseId(e.target.value)}>
              <option value="">Select a course</option>
              {options.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.isActive ? course.title : `${course.title} (inactive)`}
                </option>
              ))}
            </select>
          </div>
          <div className={actions}>
            <DialogCloseButton>Cancel</DialogCloseButton>
            <button type="submit" className={buttonRecipe()} disabled={!chosen.success || isEnrolling}>
              Enroll Students
            </button>
          </div>
        </form>
      </Dialog>
      {ids.length > 0 ? (
        <a
          className={buttonRecipe({ variant: "outline" })}
          href={studentsCsvUrl(
            listState,
            selection.students.map((s) => s.databaseId),
          )}
          download
          aria-disabled={selection.overLimit || undefined}
          onClick={(e) => selection.overLimit && e.preventDefault()}
        >
          Export selected (CSV)
        </a>
      ) : null}
      <a className={buttonRecipe({ variant: "outline" })} href={studentsCsvUrl(listState)} download>
        Export list (CSV)
      </a>
    </div>
  );
}
