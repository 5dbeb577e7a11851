import { serverMessage } from "../../relay/errors";

/**
 * Why a comment or mentor question was not posted, in words for the student under the box that
 * still holds their text: the server's own refusal (e.g. over 2,000 characters), or the network.
 */
export function postFailure(what: "comment" | "question", error: unknown): Error {
  const reason = serverMessage(error);
  return new Error(
    reason
      ? `Your ${what} was not posted: ${reason}`
      : `Your ${what} was not posted: the server could not be reached. Your text is kept; try again.`,
  );
}
