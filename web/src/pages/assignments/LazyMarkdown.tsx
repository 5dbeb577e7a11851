import { lazy, Suspense } from "react";
import { muted } from "../../ui/card.css";

// The Markdown renderer (react-markdown and its plugins) loads with the first text it shows, so the
// admin portal and the assignment pages stay within their first-load budgets.
const Markdown = lazy(() => import("../discussion/Markdown").then((module) => ({ default: module.Markdown })));

/** Students' and reviewers' Markdown, rendered as discussions render it (sanitised). */
export function LazyMarkdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<p className={muted}>Loading the text…</p>}>
      <Markdown>{children}</Markdown>
    </Suspense>
  );
}
