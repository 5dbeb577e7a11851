import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useAdminLogoutMutation as Mutation } from "../../__generated__/useAdminLogoutMutation.graphql";
import { useToast } from "../../ui/toast/useToast";
import { isSessionRefusal } from "./adminErrors";
import { useAdminSession } from "./AdminSessionContext";

/** Ends the admin session (every browser's) and returns the portal to its login form. */
export function useAdminLogoutMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useAdminLogoutMutation {
      adminLogout(input: {}) {
        clientMutationId
      }
    }
  `);
  const { toast } = useToast();
  const { endSession } = useAdminSession();

  const logout = useCallback(() => {
    const ended = () => {
      toast({ title: "Admin session ended" });
      endSession();
    };
    const failed = () => {
      toast({ title: "Failed to logout", variant: "destructive" });
    };
    commit({
      variables: {},
      onCompleted: (_response, errors) => (errors?.length ? failed() : ended()),
      // A session the server already refuses has ended all the same.
      onError: (error) => (isSessionRefusal(error) ? ended() : failed()),
    });
  }, [commit, toast, endSession]);

  return [logout, isInFlight] as const;
}
