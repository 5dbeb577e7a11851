import { useEffect, useRef } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useSearchParams } from "react-router-dom";
import type { LessonPageQuery } from "../../__generated__/LessonPageQuery.graphql";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { PageContainer } from "../../ui/layout/PageContainer";
import { usePageTitle } from "../../router/pageTitle";
import { AskMentor } from "./AskMentor";
import { CurrentLesson } from "./CurrentLesson";
import { LessonComments } from "./LessonComments";
import { LessonHeader } from "./LessonHeader";
import { LessonOutline } from "./LessonOutline";
import { layout, main } from "./LessonPage.css";
import { LessonResources } from "./LessonResources";
import { LessonSidebar } from "./LessonSidebar";
import { LockedModuleNotice } from "./LockedModuleNotice";
import { currentLessonNumber } from "./lessonNavigation";
import { NotFoundPage } from "../notFound/NotFoundPage";
import { Tabs } from "../../ui/tabs/Tabs";
import { VideoLesson } from "./VideoLesson";

// One page for every lesson route: the route's slug picks the content (lessonRoute), ?lesson=n the lesson.
export const lessonPageQuery = graphql`
  query LessonPageQuery($slug: String!) {
    viewer {
      role
    }
    lessonPage(slug: $slug) {
      title
      locked
      outline {
        number
        completed
      }
      ...LessonHeader_page
      ...LockedModuleNotice_page
      ...CurrentLesson_page
      ...LessonOutline_page
      ...LessonSidebar_page
      ...VideoLesson_page
      ...LessonComments_page
      ...AskMentor_page
      ...LessonResources_page
    }
  }
`;

const LESSON_TABS = ["video", "comments", "mentor", "resources"] as const;
type LessonTab = (typeof LESSON_TABS)[number];

/** The tab a lesson page opens on: ?tab=…, else the video. */
export function lessonTabFrom(params: URLSearchParams): LessonTab {
  const asked = params.get("tab");
  return LESSON_TABS.find((t) => t === asked) ?? "video";
}

export function LessonPage() {
  const queryRef = useLoaderData<PreloadedQuery<LessonPageQuery>>();
  useRefetchOnReconnect(lessonPageQuery, queryRef);
  const { viewer, lessonPage } = usePreloadedQuery<LessonPageQuery>(lessonPageQuery, queryRef);
  const [params, setParams] = useSearchParams();
  usePageTitle(lessonPage?.title);
  const tab = lessonTabFrom(params);
  // The open tab lives in the URL (?tab=mentor), so Get Help and a mentor-answer notification lead there.
  const setTab = (next: LessonTab) =>
    setParams((now) => {
      const kept = new URLSearchParams(now);
      if (next === "video") kept.delete("tab");
      else kept.set("tab", next);
      return kept;
    });
  // Get Help: the Ask Mentor tab, with focus on it so keyboard and screen reader users land there too.
  const helpAsked = useRef(false);
  const getHelp = () => {
    helpAsked.current = true;
    setTab("mentor");
  };
  useEffect(() => {
    if (!helpAsked.current || tab !== "mentor") return;
    helpAsked.current = false;
    const selected = document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    selected?.scrollIntoView({ block: "start" });
    selected?.focus();
  }, [tab]);
  if (!lessonPage) return <NotFoundPage />;
  const isStudent = viewer?.role === "STUDENT";
  // Students and community members have their comments and questions stored; visitors get the alert only.
  const canPost = isStudent || viewer?.role === "COMMUNITY";
  const outline = lessonPage.outline.map(({ number, completed }) => ({ number, completed }));
  const current = currentLessonNumber(outline, params.get("lesson"), isStudent);

  return (
    <PageContainer>
      <LessonHeader page={lessonPage} />
      {lessonPage.locked ? (
        <LockedModuleNotice page={lessonPage} isStudent={isStudent} />
      ) : (
        <div className={layout}>
          <div className={main}>
            <CurrentLesson page={lessonPage} current={current} isStudent={isStudent} />
            <Tabs
              label="Lesson sections"
              value={tab}
              onValueChange={setTab}
              tabs={[
                { id: "video", label: "Video Lesson", content: <VideoLesson page={lessonPage} /> },
                { id: "comments", label: "Comments", content: <LessonComments page={lessonPage} canPost={canPost} /> },
                { id: "mentor", label: "Ask Mentor", content: <AskMentor page={lessonPage} canPost={canPost} /> },
                {
                  id: "resources",
                  label: "Resources",
                  content: <LessonResources page={lessonPage} isStudent={isStudent} />,
                },
              ]}
            />
            <LessonOutline page={lessonPage} current={current} />
          </div>
          <LessonSidebar page={lessonPage} isStudent={isStudent} current={current} onGetHelp={getHelp} />
        </div>
      )}
    </PageContainer>
  );
}
