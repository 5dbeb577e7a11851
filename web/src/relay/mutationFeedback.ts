import type { PayloadError } from "relay-runtime";
import { GraphQLResponseError } from "./errors";

/**
 * A mutation's `onCompleted` and `onError` from two outcomes: errors in the answer count as a
 * failure like a failed request, so each hook says once what success and failure show.
 */
export function mutationFeedback<Response>(
  operationName: string,
  outcome: { succeeded: (response: Response) => void; failed: (error: Error) => void },
) {
  return {
    onCompleted: (response: Response, errors: readonly PayloadError[] | null | undefined) =>
      errors?.length ? outcome.failed(new GraphQLResponseError(operationName, errors)) : outcome.succeeded(response),
    onError: outcome.failed,
  };
}
