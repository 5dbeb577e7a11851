import { formatDateTime, timeAgo } from "./dateTime";

interface RelativeTimeProps {
  /** An ISO date-time, as the API sends it. */
  date: string;
}

/** A past moment as "2 hours ago", machine-readable, with the exact date and time on hover. */
export function RelativeTime({ date }: RelativeTimeProps) {
  return (
    <time dateTime={date} title={formatDateTime(date)}>
      {timeAgo(date)}
    </time>
  );
}
