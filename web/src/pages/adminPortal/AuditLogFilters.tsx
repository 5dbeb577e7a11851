import { useId } from "react";
import { field, input, label } from "../../ui/form/form.css";
import { filters } from "./StudentFilters.css";
import { AUDIT_ACTION_OPTIONS } from "./auditActionLabel";
import { SelectField } from "../../ui/form/SelectField";

export type AuditFilterDraft = { actor: string; action: string; since: string; until: string };

export const NO_AUDIT_FILTER: AuditFilterDraft = { actor: "", action: "", since: "", until: "" };

/** The filters' place in the URL (?actor=&action=&since=&until=), so a reload or a shared link keeps them. */
const AUDIT_PARAMS = ["actor", "action", "since", "until"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters an address asks for; anything malformed in an edited URL is no filter, not an error. */
export function auditFilterFromParams(params: URLSearchParams): AuditFilterDraft {
  const action = params.get("action") ?? "";
  const day = (name: "since" | "until") => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : "";
  };
  return {
    actor: (params.get("actor") ?? "").slice(0, 200),
    action: AUDIT_ACTION_OPTIONS.some((option) => option.value === action) ? action : "",
    since: day("since"),
    until: day("until"),
  };
}

/** The address with these filters (an empty one leaves its parameter out), the rest kept. */
export function withAuditFilter(params: URLSearchParams, draft: AuditFilterDraft): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of AUDIT_PARAMS) {
    const value = name === "actor" ? draft.actor.trim() : draft[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * The audit log query's filter arguments from the form: dates are whole days in the admin's time
 * zone, "since" from its first moment and "until" to its last. A moment outside the years the API
 * counts (1 to 9999: a typed year 0000, or the end of 9999-12-31 west of UTC) bounds nothing, so
 * it asks for no bound rather than one the API refuses.
 */
export function auditFilterVariables(draft: AuditFilterDraft) {
  const day = (text: string, end: boolean) => {
    if (!DAY.test(text)) return null;
    const date = new Date(`${text}T${end ? "23:59:59.999" : "00:00:00"}`);
    const year = date.getUTCFullYear();
    return Number.isNaN(year) || year < 1 || year > 9999 ? null : date.toISOString();
  };
  return {
    actor: draft.actor.trim() || null,
    action: draft.action || null,
    since: day(draft.since, false),
    until: day(draft.until, true),
  };
}

interface AuditLogFiltersProps {
  draft: AuditFilterDraft;
  onChange: (draft: AuditFilterDraft) => void;
}

export function AuditLogFilters({ draft, onChange }: AuditLogFiltersProps) {
  const id = useId();
  return (
    <div className={filters} role="search" aria-label="Filter the audit log">
      <div className={field}>
        <label className={label} htmlFor={`${id}-actor`}>
          Actor
        </label>
        <input
          id={`${id}-actor`}
          className={input}
          type="search"
          placeholder="Name or e-mail"
          maxLength={200}
          value={draft.actor}
          onChange={(e) => onChange({ ...draft, actor: e.target.value })}
        />
      </div>
      <SelectField
        label="Action"
        value={draft.action}
        onChange={(action) => onChange({ ...draft, action })}
        emptyLabel="Every action"
        options={AUDIT_ACTION_OPTIONS}
      />
      <div className={field}>
        <label className={label} htmlFor={`${id}-since`}>
          From
        </label>
        <input
          id={`${id}-since`}
          className={input}
          type="date"
          value={draft.since}
          onChange={(e) => onChange({ ...draft, since: e.target.value })}
        />
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${id}-until`}>
          To
        </label>
        <input
          id={`${id}-until`}
          className={input}
          type="date"
          value={draft.until}
          onChange={(e) => onChange({ ...draft, until: e.target.value })}
        />
      </div>
    </div>
  );
}
