import { formatNumber } from "../format/dateTime";
import { counter, counterOver } from "./form.css";

interface CharacterCountProps {
  /** Referenced by the field's aria-describedby, so the limit is read with the field. */
  id: string;
  length: number;
  max: number;
}

/** 'n / max characters' under a limited field; marked once the text is over the limit. */
export function CharacterCount({ id, length, max }: CharacterCountProps) {
  return (
    <p id={id} className={length > max ? counterOver : counter}>
      {formatNumber(length)} / {formatNumber(max)} characters
      {length > max ? " — too long" : ""}
    </p>
  );
}
