import { createHash, timingSafeEqual } from "node:crypto";
import { requiredText } from "./rules/fields.js";
import { LIMITS } from "./rules/text.js";

/**
 * How a typed lab answer is compared with the stored one: surrounding spaces never count; a lab
 * marked case-sensitive (flags such as CLA{...}) needs the exact letters, any other (short answers
 * such as "255.255.255.0" or "dhcp") ignores case. Inner spaces count as typed.
 */
export function normaliseLabAnswer(answer: string, caseSensitive: boolean): string {
  const trimmed = answer.trim();
  return caseSensitive ? trimmed : trimmed.toLowerCase();
}

/** The stored form: SHA-256 of the lab id and the normalised answer, so equal answers of two labs differ. */
export function hashLabAnswer(labId: string, answer: string, caseSensitive: boolean): string {
  return createHash("sha256")
    .update(`${labId}\n${normaliseLabAnswer(answer, caseSensitive)}`)
    .digest("hex");
}

/** Whether a typed answer is the lab's: compared as hashes, in constant time. */
export function labAnswerMatches(
  challenge: { labId: string; answerHash: string; caseSensitive: boolean },
  typed: string,
): boolean {
  const given = Buffer.from(hashLabAnswer(challenge.labId, typed, challenge.caseSensitive), "hex");
  const stored = Buffer.from(challenge.answerHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A typed answer: required, at most LIMITS.labAnswer characters; the web's field holds no more. */
export const labAnswerSchema = requiredText("Answer", LIMITS.labAnswer);

/**
 * Spec 4 and issue 20: a lab seeded available is open to every student; one seeded locked (the
 * third of a page) opens for a student once every lab before it on the page is completed.
 */
export function labStatusFor(
  lab: { position: number; status: "AVAILABLE" | "LOCKED" },
  completedPositions: ReadonlySet<number>,
  positions: readonly number[],
): "AVAILABLE" | "LOCKED" {
  if (lab.status === "AVAILABLE") return "AVAILABLE";
  const earlier = positions.filter((p) => p < lab.position);
  return earlier.length > 0 && earlier.every((p) => completedPositions.has(p)) ? "AVAILABLE" : "LOCKED";
}
