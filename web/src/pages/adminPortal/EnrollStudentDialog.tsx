import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { enrollCourseIdSchema } from "../../../../schema/adminRules";
import type { EnrollStudentDialog_courses$key } from "../../__generated__/EnrollStudentDialog_courses.graphql";
import type { EnrollStudentDialog_student$key } from "../../__generated__/EnrollStudentDialog_student.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { Dialog, DialogCloseButton } from "../../ui/dialog/Dialog";
import { actions, form } from "../../ui/form/form.css";
import { useEnrollStudentMutation } from "./useEnrollStudentMutation";
import { SelectField } from "../../ui/form/SelectField";
import { useCourseChoices } from "./courseChoices";

interface EnrollStudentDialogProps {
  student: EnrollStudentDialog_student$key;
  /** Id of the element holding the student's name, which describes the trigger. */
  nameId: string;
  courses: EnrollStudentDialog_courses$key;
}

/** Spec 5: a course must be selected. A second enrolment in one course is refused by the server. */
export function EnrollStudentDialog({ student, nameId, courses }: EnrollStudentDialogProps) {
  const data = useFragment(
    graphql`
      fragment EnrollStudentDialog_student on Student {
        firstName
        lastName
        ...useEnrollStudentMutation_student
      }
    `,
    student,
  );
  const options = useCourseChoices(
    useFragment(
      graphql`
        fragment EnrollStudentDialog_courses on Course @relay(plural: true) {
          ...courseChoices_courses
        }
      `,
      courses,
    ),
  );
  const [open, setOpen] = useState(false);
  const [courseId, setCourseId] = useState("");
  const [enroll, isInFlight] = useEnrollStudentMutation(data);
  const selected = enrollCourseIdSchema.safeParse(courseId);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setCourseId("");
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected.success) enroll(selected.data, () => changeOpen(false));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <button type="button" className={buttonRecipe({ variant: "outline" })} aria-describedby={nameId}>
          Enroll
        </button>
      }
      size="small"
      title={`Enroll ${data.firstName} ${data.lastName}`}
      description="Choose the course to enroll the student in."
    >
      <form className={form} onSubmit={submit} noValidate>
        <SelectField
          label="Course"
          value={courseId}
          onChange={setCourseId}
          emptyLabel="Select a course"
          options={options}
          required
        />
        <div className={actions}>
          <DialogCloseButton>Cancel</DialogCloseButton>
          <button type="submit" className={buttonRecipe()} disabled={!selected.success || isInFlight}>
            Enroll Student
          </button>
        </div>
      </form>
    </Dialog>
  );
}
