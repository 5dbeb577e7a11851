import { serverMessage } from "../../relay/errors";

/**
 * What the composer says when a reply is not stored: the server's reason without the field path it
 * names ("input.content: Reply is too long" reads "Reply is too long"), or that it could not be reached.
 */
export function replyFailure(error: unknown): string {
  const message = serverMessage(error);
  if (!message) return "Your reply could not be posted: the server could not be reached. Your text is kept; try again.";
  return message.replace(/^input\.\w+: /, "");
}
