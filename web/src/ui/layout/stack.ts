import { sprinkles, type Sprinkles } from "../../styles/sprinkles.css";

/** A step of the theme's spacing scale: what a stack or an inline row puts between its children. */
export type Space = Extract<Sprinkles["gap"], string>;

type Align = Extract<Sprinkles["alignItems"], string>;
type Justify = Extract<Sprinkles["justifyContent"], string>;

/**
 * Children one under another, `gap` apart. Returns sprinkles classes, so it serves both a
 * `.css.ts` file (`style([stack("md"), { … }])`) and a component (`<Stack gap="md">`).
 */
export function stack(gap: Space = "md", align?: Align): string {
  return sprinkles({ display: "flex", flexDirection: "column", gap, alignItems: align });
}

/** Children side by side, `gap` apart, wrapping onto more lines when the row runs out of room. */
export function inline(
  gap: Space = "sm",
  { align = "center", justify = "flex-start" }: { align?: Align; justify?: Justify } = {},
): string {
  return sprinkles({
    display: "flex",
    flexDirection: "row",
    flexWrap: "wrap",
    gap,
    alignItems: align,
    justifyContent: justify,
  });
}
