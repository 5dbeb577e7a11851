import { describe, expect, it, vi } from "vitest";
import { GraphQLResponseError } from "../errors";
import { mutationFeedback } from "../mutationFeedback";

describe("mutationFeedback", () => {
  const setup = () => {
    const succeeded = vi.fn();
    const failed = vi.fn();
    return {
      succeeded,
      failed,
      feedback: mutationFeedback<{ ok: boolean }>("useThingMutation", { succeeded, failed }),
    };
  };

  it("reports success with the answer when it carries no errors", () => {
    const { succeeded, failed, feedback } = setup();
    feedback.onCompleted({ ok: true }, null);
    expect(succeeded).toHaveBeenCalledWith({ ok: true });
    expect(failed).not.toHaveBeenCalled();
  });

  it("reports an answer with errors as a failure naming the operation and the server's message", () => {
    const { succeeded, failed, feedback } = setup();
    feedback.onCompleted({ ok: false }, [{ message: "Student is already enrolled in this course" }]);
    expect(succeeded).not.toHaveBeenCalled();
    const error = failed.mock.calls[0]![0] as GraphQLResponseError;
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(error.operationName).toBe("useThingMutation");
    expect(error.errors[0]!.message).toBe("Student is already enrolled in this course");
  });

  it("reports a failed request as a failure", () => {
    const { failed, feedback } = setup();
    const offline = new Error("Failed to fetch");
    feedback.onError(offline);
    expect(failed).toHaveBeenCalledWith(offline);
  });
});
