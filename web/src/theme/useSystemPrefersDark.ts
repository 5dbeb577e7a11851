import { useSyncExternalStore } from "react";
import { darkSchemeQuery } from "./themeDocument";

function subscribe(onChange: () => void): () => void {
  const query = darkSchemeQuery(window);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

function getSnapshot(): boolean | null {
  return darkSchemeQuery(window)?.matches ?? null;
}

/** The OS colour-scheme preference, live: re-renders when the user flips it in the OS. */
export function useSystemPrefersDark(): boolean | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
