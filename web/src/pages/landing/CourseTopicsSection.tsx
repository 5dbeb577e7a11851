import { Link } from "react-router-dom";
import { TopicCard } from "./TopicCard";
import { COURSE_TOPICS } from "./landingContent";
import { actions, cardGrid, inner, lead, section, sectionTitle } from "./section.css";

/** The four course topic cards (6, 6, 6 and 4 months). */
export function CourseTopicsSection() {
  return (
    <section className={section.muted} aria-labelledby="topics-title">
      <div className={inner}>
        <h2 id="topics-title" className={sectionTitle}>
          What you can learn
        </h2>
        <p className={lead}>Structured programs that take you from the fundamentals to job-ready skills.</p>
        <ul className={cardGrid}>
          {COURSE_TOPICS.map((topic) => (
            <li key={topic.title}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
        <div className={actions}>
          <Link to="/courses">See the full course catalogue</Link>
        </div>
      </div>
    </section>
  );
}
