import type { ReactNode } from "react";
import { sprinkles } from "../../styles/sprinkles.css";
import { container } from "./PageContainer.css";

const APP_NAME = "CyberLab Academy";

interface PageContainerProps {
  /** Sets the document title, so history entries and tabs name the screen. */
  title: string;
  children: ReactNode;
}

/** The page's <main> landmark with the common width and spacing. */
export function PageContainer({ title, children }: PageContainerProps) {
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
      <title>{title === APP_NAME ? APP_NAME : `${title} | ${APP_NAME}`}</title>
      {children}
    </main>
  );
}
