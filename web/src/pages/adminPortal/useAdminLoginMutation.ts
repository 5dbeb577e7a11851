import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useAdminLoginMutation as Mutation } from "../../__generated__/useAdminLoginMutation.graphql";
import { useToast } from "../../ui/toast/useToast";

/** Signs an admin in; `onSignedIn` runs after the spec's success toast. */
export function useAdminLoginMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useAdminLoginMutation($input: CredentialsInput!) {
      adminLogin(input: $input)
    }
  `);
  const { toast } = useToast();

  const login = useCallback(
    (email: string, password: string, onSignedIn: () => void) => {
      const failed = () => {
        toast({ title: "Authentication Failed", description: "Invalid admin password", variant: "destructive" });
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
