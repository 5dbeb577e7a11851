/** The sign-up page's two tabs; `?tab=signin` links straight to Sign In. */
export type SignupTab = "signup" | "signin";

export const SIGNUP_TABS: readonly { id: SignupTab; label: string }[] = [
  { id: "signup", label: "Sign Up" },
  { id: "signin", label: "Sign In" },
];

export function tabFromParams(params: URLSearchParams): SignupTab {
  return params.get("tab") === "signin" ? "signin" : "signup";
}

/** The same query string showing `tab` instead (courseId and anything else kept). */
export function paramsForTab(params: URLSearchParams, tab: SignupTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === "signup") next.delete("tab");
  else next.set("tab", tab);
  return next;
}

/** `?courseId=2` from a catalogue Enroll Now link; anything that is not a course id is ignored. */
export function courseIdFromParams(params: URLSearchParams): number | null {
  const raw = params.get("courseId");
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
