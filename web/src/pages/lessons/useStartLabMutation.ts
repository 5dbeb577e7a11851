import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useStartLabMutation as Mutation } from "../../__generated__/useStartLabMutation.graphql";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { serverMessage } from "../../relay/errors";
import { useToast } from "../../ui/toast/useToast";

/** Starts the student's attempt at a lab; the lab shows its start time and task. */
export function useStartLabMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useStartLabMutation($input: StartLabInput!) {
      startLab(input: $input) {
        lab {
          ...LabExercise_lab
        }
      }
    }
  `);
  const { toast } = useToast();
  const start = useCallback(
    (labId: string) =>
      commit({
        variables: { input: { labId } },
        ...mutationFeedback("useStartLabMutation", {
          succeeded: () => undefined,
          failed: (error) =>
            toast({
              title: "Error",
              description: serverMessage(error) ?? "Could not start the lab. Try again.",
              variant: "destructive",
            }),
        }),
      }),
    [commit, toast],
  );
  return [start, isInFlight] as const;
}
