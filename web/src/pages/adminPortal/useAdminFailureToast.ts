import { useCallback } from "react";
import { useToast } from "../../ui/toast/useToast";
import { serverMessage } from "../../relay/errors";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { isSessionRefusal } from "./adminErrors";
import { useAdminSession } from "./AdminSessionContext";

const SESSION_ENDED = "Your admin session has ended. Please sign in again.";

/**
 * Reports a failed admin action with the spec's title and the server's reason. When the server
 * no longer accepts the session, the portal returns to its login form as well.
 */
export function useAdminFailureToast(): (title: string, error: unknown) => void {
  const { toast } = useToast();
  const { endSession } = useAdminSession();
  return useCallback(
    (title, error) => {
      const sessionOver = isSessionRefusal(error);
      toast({ title, description: sessionOver ? SESSION_ENDED : serverMessage(error), variant: "destructive" });
      if (sessionOver) endSession();
    },
    [toast, endSession],
  );
}

/**
 * The feedback of an admin action: the spec's success toast and `onDone`, or the failure toast
 * (useAdminFailureToast) with the server's reason.
 */
export function useAdminFeedback() {
  const { toast } = useToast();
  const reportFailure = useAdminFailureToast();
  return useCallback(
    (operationName: string, titles: { succeeded: string; failed: string }, onDone?: () => void) =>
      mutationFeedback(operationName, {
        succeeded: () => {
          toast({ title: titles.succeeded });
          onDone?.();
        },
        failed: (error) => reportFailure(titles.failed, error),
      }),
    [toast, reportFailure],
  );
}
