import type { ReactNode } from "react";
import { sprinkles } from "../../styles/sprinkles.css";
import { container } from "./PageContainer.css";

interface PageContainerProps {
  children: ReactNode;
}

/** The page's <main> landmark with the common width and spacing. */
export function PageContainer({ children }: PageContainerProps) {
  return (
    <main
      className={`${container} ${sprinkles({
        display: "flex",
        flexDirection: "column",
        gap: "lg",
        paddingX: { narrow: "md", wide: "xl" },
        paddingY: "xxl",
      })}`}
    >
      {children}
    </main>
  );
}
