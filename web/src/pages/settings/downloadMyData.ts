/** The gateway's export of the signed-in member's data (gateway/rest/routes.ts), and the file it is saved as. */
export const MY_DATA_URL = "/api/me/export";
export const MY_DATA_FILENAME = "cyberlab-my-data.json";

export type DownloadOutcome = "downloaded" | "signed-out" | "failed";

/**
 * Fetches the export and hands it to the browser as a file download. Fetched rather than linked, so a
 * signed-out member is sent to sign in and a failure is said on the page, never saved as the file.
 */
export async function downloadMyData(): Promise<DownloadOutcome> {
  let response: Response;
  try {
    response = await fetch(MY_DATA_URL, { credentials: "same-origin", headers: { accept: "application/json" } });
  } catch {
    return "failed";
  }
  if (response.status === 401) return "signed-out";
  if (!response.ok) return "failed";
  const file = new Blob([await response.blob()], { type: "application/json" });
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = MY_DATA_FILENAME;
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return "downloaded";
}
