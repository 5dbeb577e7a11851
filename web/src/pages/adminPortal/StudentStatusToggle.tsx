import { buttonRecipe } from "../../ui/button.css";
import { disabledButton } from "./forms.css";
import type { StudentRef } from "./studentRef";
import { useSetStudentActiveMutation } from "./useSetStudentActiveMutation";

interface StudentStatusToggleProps {
  student: StudentRef;
  isActive: boolean;
}

/** Spec 4: the button reads Disable for an active student and Enable for an inactive one. */
export function StudentStatusToggle({ student, isActive }: StudentStatusToggleProps) {
  const [setActive, isInFlight] = useSetStudentActiveMutation();
  return (
    <button
      type="button"
      className={`${buttonRecipe({ variant: isActive ? "outline" : "primary" })} ${disabledButton}`}
      aria-describedby={student.nameId}
      disabled={isInFlight}
      onClick={() => setActive(student, !isActive)}
    >
      {isActive ? "Disable" : "Enable"}
    </button>
  );
}
