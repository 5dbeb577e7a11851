import type { CourseTopic } from "./landingContent";
import { card, cardTitle, muted } from "./section.css";
import { duration, highlights } from "./TopicCard.css";

interface TopicCardProps {
  topic: CourseTopic;
}

export function TopicCard({ topic }: TopicCardProps) {
  return (
    <article className={card}>
      <h3 className={cardTitle}>{topic.title}</h3>
      <p className={duration}>{topic.months} months</p>
      <p className={muted}>{topic.description}</p>
      <ul className={highlights} aria-label={`${topic.title} highlights`}>
        {topic.highlights.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </article>
  );
}
