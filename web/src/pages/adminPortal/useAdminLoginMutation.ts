import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useAdminLoginMutation as Mutation } from "../../__generated__/useAdminLoginMutation.graphql";
import { isRateLimited, serverMessage } from "../../relay/errors";
import { useToast } from "../../ui/toast/useToast";

/** Signs an admin in; `onSignedIn` runs after the spec's success toast. */
export function useAdminLoginMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useAdminLoginMutation($input: AdminLoginInput!) {
      adminLogin(input: $input) {
        viewer {
          role
        }
      }
    }
  `);
  const { toast } = useToast();

  const login = useCallback(
    (email: string, password: string, onSignedIn: () => void) => {
      // The spec's toast for any failed login; after too many attempts the server says how long to wait.
      const failed = (error?: unknown) => {
        const description = isRateLimited(error)
          ? (serverMessage(error) ?? "Too many sign-in attempts. Please try again later.")
          : "Invalid admin password";
        toast({ title: "Authentication Failed", description, variant: "destructive" });
      };
      commit({
        variables: { input: { email, password } },
        onCompleted: (response, errors) => {
          if (errors?.length || !response.adminLogin) return failed();
          toast({ title: "Admin authenticated successfully" });
          onSignedIn();
        },
        onError: failed,
      });
    },
    [commit, toast],
  );

  return [login, isInFlight] as const;
}
