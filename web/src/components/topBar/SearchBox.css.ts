import { style } from "@vanilla-extract/css";
import { tokens } from "../../styles/theme.css";
import { input as kitInput } from "../../ui/form/form.css";

// The kit's text box, a size smaller to sit in the top bar.
export const input = style([
  kitInput,
  { padding: `${tokens.space.xs} ${tokens.space.sm}`, fontSize: tokens.fontSize.sm },
]);
