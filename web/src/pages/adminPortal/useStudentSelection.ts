import { useCallback, useMemo, useState } from "react";
import { BULK_LIMIT } from "../../../../schema/adminRules";

/** A selected student: the global id bulk actions take, the database id the CSV export takes, the name. */
export type SelectedStudent = { id: string; databaseId: string; name: string };

export type StudentSelection = {
  students: SelectedStudent[];
  has: (id: string) => boolean;
  toggle: (student: SelectedStudent, selected: boolean) => void;
  /** Selects (or unselects) every student of the page. */
  setAll: (students: readonly SelectedStudent[], selected: boolean) => void;
  clear: () => void;
  /** Whether the selection is over what one bulk action takes. */
  overLimit: boolean;
};

/** The admin's selection, kept while paging so a selection can span pages (up to BULK_LIMIT per action). */
export function useStudentSelection(): StudentSelection {
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedStudent>>(new Map());
  const toggle = useCallback((student: SelectedStudent, on: boolean) => {
    setSelected((now) => {
      const next = new Map(now);
      if (on) next.set(student.id, student);
      else next.delete(student.id);
      return next;
    });
  }, []);
  const setAll = useCallback((students: readonly SelectedStudent[], on: boolean) => {
    setSelected((now) => {
      const next = new Map(now);
      for (const student of students) {
        if (on) next.set(student.id, student);
        else next.delete(student.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return useMemo(
    () => ({
      students: [...selected.values()],
      has: (id: string) => selected.has(id),
      toggle,
      setAll,
      clear,
      overLimit: selected.size > BULK_LIMIT,
    }),
    [selected, toggle, setAll, clear],
  );
}
