import { graphql, useFragment } from "react-relay";
import type { StudentStatusToggle_student$key } from "../../__generated__/StudentStatusToggle_student.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { useSetStudentActiveMutation } from "./useSetStudentActiveMutation";

interface StudentStatusToggleProps {
  student: StudentStatusToggle_student$key;
  /** Id of the element holding the student's name, which describes the button. */
  nameId: string;
}

/** Spec 4: the button reads Disable for an active student and Enable for an inactive one. */
export function StudentStatusToggle({ student, nameId }: StudentStatusToggleProps) {
  const data = useFragment(
    graphql`
      fragment StudentStatusToggle_student on Student {
        isActive
        ...useSetStudentActiveMutation_student
      }
    `,
    student,
  );
  const [toggle, isInFlight] = useSetStudentActiveMutation(data);
  return (
    <button
      type="button"
      className={buttonRecipe({ variant: data.isActive ? "outline" : "primary" })}
      aria-describedby={nameId}
      disabled={isInFlight}
      onClick={toggle}
    >
      {data.isActive ? "Disable" : "Enable"}
    </button>
  );
}
