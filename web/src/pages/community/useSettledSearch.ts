import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./useDebouncedValue";

/**
 * A search box over a list whose search lives in the address: the box holds what is typed, and
 * `onSettled` gets it once typing has paused for `delayMs`. Back and Forward change the address's
 * `search` under the box: it then shows the search the list shows; a search the box sent itself is
 * left alone, so letters typed since are kept. Returns the box's text and its setter.
 */
export function useSettledSearch(search: string, onSettled: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text, delayMs);
  const sent = useRef(search);
  useEffect(() => {
    if (search !== sent.current) setText(search);
    sent.current = search;
  }, [search]);
  useEffect(() => {
    if (settled === search) return;
    sent.current = settled;
    onSettled(settled);
    // Only a settled change of the text searches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, setText] as const;
}
