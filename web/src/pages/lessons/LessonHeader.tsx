import { HeaderThemeSwitcher } from "../../theme/ThemeSwitcher";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { LessonHeader_page$key } from "../../__generated__/LessonHeader_page.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { heading } from "../../ui/layout/PageContainer.css";
import { backLabel } from "./formatLesson";
import { badge } from "../../ui/badge.css";
import { header, logo, progressRow, topRow } from "./LessonHeader.css";
import { ProgressBar } from "../../ui/ProgressBar";

interface LessonHeaderProps {
  page: LessonHeader_page$key;
}

/** Back link, logo, title, Community Page button, level badge and progress (spec 2). */
export function LessonHeader({ page }: LessonHeaderProps) {
  const data = useFragment(
    graphql`
      fragment LessonHeader_page on LessonPage {
        title
        backPath
        communityPath
        level
        progress
      }
    `,
    page,
  );

  return (
    <header className={header}>
      <nav className={topRow} aria-label="Lesson">
        <Link to={data.backPath}>
          <ArrowLeft aria-hidden="true" size={16} />
          {backLabel(data.backPath)}
        </Link>
        <Link to="/student-portal" className={logo} aria-label="CyberLab Academy, student portal">
          <ShieldCheck aria-hidden="true" size={22} />
          CyberLab Academy
        </Link>
        <Link to={data.communityPath} className={buttonRecipe({ variant: "outline" })}>
          Community Page
        </Link>
        <HeaderThemeSwitcher />
      </nav>
      <h1 className={heading}>{data.title}</h1>
      <span className={badge} aria-label={`Level: ${data.level}`}>
        {data.level}
      </span>
      <div className={progressRow}>
        <ProgressBar value={data.progress} label="Lesson progress" />
        <span>{data.progress}%</span>
      </div>
    </header>
  );
}
