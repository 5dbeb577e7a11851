import { useCallback } from "react";
import { type GraphQLTaggedNode, type UseMutationConfig, useMutation } from "react-relay";
import { ConnectionHandler, type MutationParameters, ROOT_ID } from "relay-runtime";
import { useAdminFeedback } from "./useAdminFailureToast";

/** An admin action's mutation: its `input`, and the audit log's lists its new entry is prepended to. */
type AdminActionMutation = MutationParameters & { variables: { input: object; connections: readonly string[] } };

/** The audit log's list in the store, where each admin action's payload prepends its new entry. */
export function auditLogConnections(): string[] {
  return [ConnectionHandler.getConnectionID(ROOT_ID, "AuditLogList_auditLog")];
}

/**
 * Runs one admin action: its mutation with the audit log's lists (the payload's entry lands at the
 * top, no updater code), then the spec's success toast and `onDone`, or the failure toast with the
 * server's reason (useAdminFeedback).
 */
export function useAdminAction<M extends AdminActionMutation>(
  mutation: GraphQLTaggedNode,
  operationName: string,
  titles: { succeeded: string; failed: string },
) {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const feedback = useAdminFeedback();
  const run = useCallback(
    (
      input: M["variables"]["input"],
      options: { onDone?: () => void; optimisticResponse?: UseMutationConfig<M>["optimisticResponse"] } = {},
    ) =>
      commit({
        variables: { input, connections: auditLogConnections() } as M["variables"],
        optimisticResponse: options.optimisticResponse,
        ...feedback(operationName, titles, options.onDone),
      }),
    [commit, feedback, operationName, titles],
  );
  return [run, isInFlight] as const;
}
