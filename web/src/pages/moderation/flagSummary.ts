import { formatNumber } from "../../ui/format/dateTime";

const REASON_LABELS: Record<string, string> = {
  SPAM: "Spam",
  ABUSE: "Abuse",
  OFF_TOPIC: "Off-topic",
  OTHER: "Other",
};

/** "3 flags: Spam 2, Off-topic 1" — how many open flags a post has, and why, most given first. */
export function flagSummary(openFlags: number, reasons: ReadonlyArray<{ reason: string; count: number }>): string {
  const total = `${formatNumber(openFlags)} ${openFlags === 1 ? "flag" : "flags"}`;
  if (reasons.length === 0) return total;
  return `${total}: ${reasons.map(({ reason, count }) => `${REASON_LABELS[reason] ?? reason} ${formatNumber(count)}`).join(", ")}`;
}
