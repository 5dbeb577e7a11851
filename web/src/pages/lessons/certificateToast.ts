/** The toast of the step that finished a track, lab or lesson alike: the certificate is issued. */
export const certificateToast = (trackTitle: string) => ({
  title: "Certificate earned",
  description: `You completed ${trackTitle}. Find it in your portal.`,
});
