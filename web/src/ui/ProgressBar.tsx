import { bar, fill, track } from "./ProgressBar.css";

interface ProgressBarProps {
  /** Percent, 0..100. */
  value: number;
  label: string;
}

/** A labelled progress bar; screen readers read its name and value. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      className={bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className={track}>
        <div className={fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
