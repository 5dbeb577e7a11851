import { serverMessage } from "../../relay/errors";

/** What a flag or moderation dialog says when the server did not act: its reason, or that it was unreachable. */
export function moderationFailure(error: unknown): string {
  const message = serverMessage(error);
  if (!message) return "The server could not be reached. What you typed is kept; try again.";
  return message.replace(/^input\.\w+: /, "");
}
