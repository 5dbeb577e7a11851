import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useAdminLoginMutation as Mutation } from "../../__generated__/useAdminLoginMutation.graphql";
import { GraphQLResponseError, HttpError, isRateLimited, serverMessage } from "../../relay/errors";
import { UNREACHABLE_DESCRIPTION } from "../studentLogin/loginFailure";
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
      // The spec's toast when the server refused the credentials; after too many attempts the
      // server says how long to wait; a server that was not reached is not a wrong password.
      const failed = (error?: unknown) => {
        const refused =
          error === undefined ||
          error instanceof GraphQLResponseError ||
          (error instanceof HttpError && error.status === 401);
        const description = isRateLimited(error)
          ? (serverMessage(error) ?? "Too many sign-in attempts. Please try again later.")
          : refused
            ? "Invalid admin password"
            : UNREACHABLE_DESCRIPTION;
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
