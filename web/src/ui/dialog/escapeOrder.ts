/**
 * Escape presses a toast gave up so the open dialog it sits over closes first. Radix gives
 * Escape to the newest layer, and a toast raised by a dialog's action is newer than the dialog.
 */
export const escapeLeftToDialog = new WeakSet<Event>();

/**
 * For a dialog's onEscapeKeyDown: Escape in a text box whose suggestions are open closes the
 * suggestions (the box handles it), not the dialog. Radix hears the key first, on the document.
 */
export function leaveEscapeToOpenCombobox(event: KeyboardEvent) {
  const target = event.target;
  if (target instanceof Element && target.getAttribute("role") === "combobox") {
    if (target.getAttribute("aria-expanded") === "true") event.preventDefault();
  }
}

/** For a toast's onEscapeKeyDown: while focus is in a dialog, leave Escape to it. */
export function leaveEscapeToOpenDialog(event: KeyboardEvent) {
  if (!(document.activeElement instanceof Element) || !document.activeElement.closest("[role='dialog']")) return;
  event.preventDefault();
  escapeLeftToDialog.add(event);
}
