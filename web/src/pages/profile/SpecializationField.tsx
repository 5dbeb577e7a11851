import { SPECIALIZATION_LABELS, type SpecializationKey } from "../../../../schema/rules/specializations";
import { control, field } from "./ProfilePage.css";

interface SpecializationFieldProps {
  /** A specialization key, or "" for none. */
  value: string;
  onChange: (value: string) => void;
}

const options = Object.entries(SPECIALIZATION_LABELS) as Array<[SpecializationKey, string]>;

/** The six specializations (spec 3); none selected is shown to others as 'Student'. */
export function SpecializationField({ value, onChange }: SpecializationFieldProps) {
  return (
    <div className={field}>
      <label htmlFor="profile-specialization">Specialization</label>
      <select
        id="profile-specialization"
        className={control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select your specialization</option>
        {options.map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
