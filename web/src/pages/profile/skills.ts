/** Spec 5: a skill is added only when non-empty after trimming and not already listed. */
export function addSkill(skills: readonly string[], typed: string): readonly string[] {
  const skill = typed.trim();
  if (skill === "" || skills.includes(skill)) return skills;
  return [...skills, skill];
}

export function removeSkill(skills: readonly string[], skill: string): readonly string[] {
  return skills.filter((s) => s !== skill);
}

/** The first message per field from a failed zod parse, e.g. { firstName: "First name is required" }. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return errors;
}
