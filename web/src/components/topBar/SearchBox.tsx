import { useState } from "react";
import { input } from "./SearchBox.css";

interface SearchBoxProps {
  /** Called with every typed value (spec 2). */
  onSearchChange: (value: string) => void;
  initialValue?: string;
}

/** The top bar's search: holds its text and reports each change to the page. */
export function SearchBox({ onSearchChange, initialValue = "" }: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <input
      type="search"
      className={input}
      aria-label="Search discussions"
      placeholder="Search discussions..."
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onSearchChange(event.target.value);
      }}
    />
  );
}
