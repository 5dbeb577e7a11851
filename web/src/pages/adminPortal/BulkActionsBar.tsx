import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { BULK_LIMIT, BULK_MATCHING_LIMIT, enrollCourseIdSchema } from "../../../../schema/adminRules";
import type { BulkActionsBar_courses$key } from "../../__generated__/BulkActionsBar_courses.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { Dialog, DialogCloseButton } from "../../ui/dialog/Dialog";
import { actions, form } from "../../ui/form/form.css";
import { bar, count as countText } from "./BulkActionsBar.css";
import { studentListFilter, studentsCsvUrl, type StudentListState } from "./studentListParams";
import {
  useEnrollMatchingStudentsMutation,
  useEnrollStudentsMutation,
  useSetMatchingStudentsActiveMutation,
  useSetStudentsActiveMutation,
} from "./useBulkStudentMutations";
import type { SelectedStudent, StudentSelection } from "./useStudentSelection";
import { SelectField } from "../../ui/form/SelectField";
import { useCourseChoices } from "./courseChoices";

interface BulkActionsBarProps {
  selection: StudentSelection;
  /** The students of the page on screen, for "Select page". */
  onPage: readonly SelectedStudent[];
  courses: BulkActionsBar_courses$key;
  listState: StudentListState;
  /** How many students the list's filters match. */
  total: number;
  /** After an action on every matching student: the page on screen is read again. */
  onMatchingChanged: () => void;
}

const count = (n: number) => n.toLocaleString("en-US");
const studentsText = (n: number) => `${count(n)} ${n === 1 ? "student" : "students"}`;

/** What an admin does to many students at once, and the CSV export of the list or of the selection. */
export function BulkActionsBar({
  selection,
  onPage,
  courses,
  listState,
  total,
  onMatchingChanged,
}: BulkActionsBarProps) {
  const options = useCourseChoices(
    useFragment(
      graphql`
        fragment BulkActionsBar_courses on Course @relay(plural: true) {
          ...courseChoices_courses
        }
      `,
      courses,
    ),
  );
  const [setActive, isSettingActive] = useSetStudentsActiveMutation();
  const [enroll, isEnrolling] = useEnrollStudentsMutation();
  const [setMatchingActive, isSettingMatching] = useSetMatchingStudentsActiveMutation();
  const [enrollMatching, isEnrollingMatching] = useEnrollMatchingStudentsMutation();
  const [enrollOpen, setEnrollOpen] = useState(false);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const [courseId, setCourseId] = useState("");
  const chosen = enrollCourseIdSchema.safeParse(courseId);
  const ids = selection.students.map((s) => s.id);
  const pageSelected = onPage.length > 0 && onPage.every((s) => selection.has(s.id));
  // "All matching" holds for the filters it was chosen under, while the page on screen stays selected.
  const filter = studentListFilter(listState);
  const filterKey = JSON.stringify(filter);
  const [matchingKey, setMatchingKey] = useState<string | null>(null);
  const allMatching = matchingKey === filterKey && pageSelected && total > 0;
  const canSelectMatching = pageSelected && !allMatching && total > onPage.length && total <= BULK_MATCHING_LIMIT;
  const chosenCount = allMatching ? total : ids.length;
  const busy = isSettingActive || isEnrolling || isSettingMatching || isEnrollingMatching;
  const cannotAct = allMatching ? busy : ids.length === 0 || selection.overLimit || busy;
  const matching = { filter, expectedCount: total };
  const afterMatching = () => {
    setMatchingKey(null);
    selection.clear();
    onMatchingChanged();
  };
  const clear = () => {
    setMatchingKey(null);
    selection.clear();
  };

  const submitEnroll = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen.success) return;
    const close = () => {
      setEnrollOpen(false);
      setCourseId("");
    };
    if (allMatching)
      enrollMatching({ ...matching, courseId: chosen.data }, () => {
        close();
        afterMatching();
      });
    else enroll({ studentIds: ids, courseId: chosen.data }, close);
  };
  // One click changes a page of students; every matching student takes a confirmation first.
  const changeActive = (isActive: boolean) =>
    allMatching ? setConfirming(isActive) : setActive({ studentIds: ids, isActive });

  return (
    <div className={bar} role="group" aria-label="Bulk actions">
      <p className={countText} aria-live="polite">
        {allMatching
          ? `All ${studentsText(total)} matching the filters selected`
          : selection.overLimit
            ? `${ids.length} selected: at most ${BULK_LIMIT} per action`
            : `${ids.length} selected`}
      </p>
      <button
        type="button"
        className={buttonRecipe({ variant: "outline" })}
        disabled={onPage.length === 0}
        onClick={() => selection.setAll(onPage, !pageSelected)}
      >
        {pageSelected ? "Unselect page" : "Select page"}
      </button>
      {canSelectMatching ? (
        <button
          type="button"
          className={buttonRecipe({ variant: "outline" })}
          onClick={() => setMatchingKey(filterKey)}
        >
          Select all {count(total)} matching
        </button>
      ) : null}
      <button
        type="button"
        className={buttonRecipe({ variant: "outline" })}
        disabled={ids.length === 0}
        onClick={clear}
      >
        Clear selection
      </button>
      <button
        type="button"
        className={buttonRecipe({ variant: "outline" })}
        disabled={cannotAct}
        onClick={() => changeActive(true)}
      >
        Enable selected
      </button>
      <button
        type="button"
        className={buttonRecipe({ variant: "outline" })}
        disabled={cannotAct}
        onClick={() => changeActive(false)}
      >
        Disable selected
      </button>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        size="small"
        title={`${confirming ? "Enable" : "Disable"} ${studentsText(total)}?`}
        description={
          confirming
            ? "Every student the list's filters match may sign in again."
            : "Every student the list's filters match is signed out at once and may not sign in until enabled again."
        }
      >
        <div className={actions}>
          <DialogCloseButton>Cancel</DialogCloseButton>
          <button
            type="button"
            className={buttonRecipe()}
            disabled={busy}
            onClick={() =>
              confirming !== null &&
              setMatchingActive({ ...matching, isActive: confirming }, () => {
                setConfirming(null);
                afterMatching();
              })
            }
          >
            {confirming ? "Enable" : "Disable"} {studentsText(total)}
          </button>
        </div>
      </Dialog>
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
        title={`Enroll ${studentsText(chosenCount)}`}
        description="Choose the course. Students already enrolled in it are skipped and listed."
      >
        <form className={form} onSubmit={submitEnroll} noValidate>
          <SelectField
            label="Course"
            value={courseId}
            onChange={setCourseId}
            emptyLabel="Select a course"
            options={options}
          />
          <div className={actions}>
            <DialogCloseButton>Cancel</DialogCloseButton>
            <button type="submit" className={buttonRecipe()} disabled={!chosen.success || busy}>
              Enroll Students
            </button>
          </div>
        </form>
      </Dialog>
      {ids.length > 0 && !allMatching ? (
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
