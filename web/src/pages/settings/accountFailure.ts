import { serverMessage } from "../../relay/errors";

/** What an account action says when the server did not act: its reason, or that it was unreachable. */
export function accountFailure(error: unknown): string {
  const message = serverMessage(error);
  if (!message) return "The server could not be reached. Please try again.";
  return message.replace(/^input\.\w+: /, "");
}
