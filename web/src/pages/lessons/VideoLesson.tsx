import { graphql, useFragment } from "react-relay";
import type { VideoLesson_page$key } from "../../__generated__/VideoLesson_page.graphql";
import { AboutLesson } from "./AboutLesson";
import { formatMinutes } from "./formatLesson";
import { card, cardTitle, facts } from "../../ui/card.css";
import { frame } from "./VideoLesson.css";

interface VideoLessonProps {
  page: VideoLesson_page$key;
}

/** The embedded videos, each with title, duration, instructor and chapter label. */
export function VideoLesson({ page }: VideoLessonProps) {
  const data = useFragment(
    graphql`
      fragment VideoLesson_page on LessonPage {
        videos {
          title
          durationMinutes
          instructor
          label
          embedUrl
        }
        ...AboutLesson_page
      }
    `,
    page,
  );

  return (
    <>
      {data.videos.map((video) => (
        <article key={video.embedUrl} className={card} aria-label={video.title}>
          <iframe
            className={frame}
            src={video.embedUrl}
            title={video.title}
            loading="lazy"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
          />
          <h2 className={cardTitle}>{video.title}</h2>
          <ul className={facts} aria-label="Video details">
            <li>{formatMinutes(video.durationMinutes)}</li>
            <li>Instructor: {video.instructor}</li>
            <li>{video.label}</li>
          </ul>
        </article>
      ))}
      <AboutLesson page={data} />
    </>
  );
}
