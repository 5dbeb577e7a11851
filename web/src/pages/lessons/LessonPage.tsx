import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router-dom";
import type { LessonPageQuery } from "../../__generated__/LessonPageQuery.graphql";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { PageContainer } from "../../ui/layout/PageContainer";
import { usePageTitle } from "../../router/pageTitle";
import { AskMentor } from "./AskMentor";
import { LessonComments } from "./LessonComments";
import { LessonHeader } from "./LessonHeader";
import { layout } from "./LessonPage.css";
import { LessonResources } from "./LessonResources";
import { LessonSidebar } from "./LessonSidebar";
import { NotFoundPage } from "../notFound/NotFoundPage";
import { Tabs } from "../../ui/tabs/Tabs";
import { VideoLesson } from "./VideoLesson";

// One page for all seven lesson routes: the route's slug picks the content (lessonRoute).
export const lessonPageQuery = graphql`
  query LessonPageQuery($slug: String!) {
    viewer {
      role
    }
    lessonPage(slug: $slug) {
      title
      ...LessonHeader_page
      ...LessonSidebar_page
      ...VideoLesson_page
      ...LessonComments_page
      ...AskMentor_page
      ...LessonResources_page
    }
  }
`;

export function LessonPage() {
  const queryRef = useLoaderData<PreloadedQuery<LessonPageQuery>>();
  useRefetchOnReconnect(lessonPageQuery, queryRef);
  const { viewer, lessonPage } = usePreloadedQuery<LessonPageQuery>(lessonPageQuery, queryRef);
  usePageTitle(lessonPage?.title);
  if (!lessonPage) return <NotFoundPage />;
  // Students and community members have their comments and questions stored; visitors get the alert only.
  const canPost = viewer?.role === "STUDENT" || viewer?.role === "COMMUNITY";
  const isStudent = viewer?.role === "STUDENT";

  return (
    <PageContainer>
      <LessonHeader page={lessonPage} />
      <div className={layout}>
        <Tabs
          label="Lesson sections"
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
        <LessonSidebar page={lessonPage} isStudent={isStudent} />
      </div>
    </PageContainer>
  );
}
