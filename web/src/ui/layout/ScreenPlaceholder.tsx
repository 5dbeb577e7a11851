import { Link } from "react-router-dom";
import { heading } from "./PageContainer.css";
import { PageContainer } from "./PageContainer";

interface ScreenPlaceholderProps {
  /** The screen's name from the spec's route table. */
  title: string;
}

/** Stands in for a screen that later work builds out: its name and a way back home. */
export function ScreenPlaceholder({ title }: ScreenPlaceholderProps) {
  return (
    <PageContainer title={title}>
      <h1 className={heading}>{title}</h1>
      <p>
        <Link to="/">Back to home</Link>
      </p>
    </PageContainer>
  );
}
