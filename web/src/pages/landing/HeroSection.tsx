import { Link } from "react-router-dom";
import { buttonRecipe } from "../../ui/button.css";
import {
  copy,
  ctaRow,
  figures,
  figureValue,
  intro,
  layout,
  media,
  quoteAuthor,
  testimonial,
  title,
  video,
} from "./HeroSection.css";
import { MARKETING_FIGURES, TESTIMONIAL } from "./landingContent";
import { inner, section } from "./section.css";

/** An external player, privacy-enhanced mode (no cookies until the visitor plays it). */
const HERO_VIDEO_URL = "https://www.youtube-nocookie.com/embed/inWWhr5tnEA";

export function HeroSection() {
  return (
    <section className={section.plain} aria-labelledby="hero-title">
      <div className={`${inner} ${layout}`}>
        <div className={copy}>
          <h1 id="hero-title" className={title}>
            Launch your career in cybersecurity and IT
          </h1>
          <p className={intro}>
            Hands-on training from working engineers: real labs, mentors who answer, and a community that learns
            together. Start with a free 2-week trial.
          </p>
          <div className={ctaRow}>
            <Link to="/course-signup" className={buttonRecipe()}>
              Start Learning
            </Link>
            <Link to="/courses" className={buttonRecipe({ variant: "outline" })}>
              Browse Courses
            </Link>
          </div>
          <ul className={figures} aria-label="CyberLab in figures">
            {MARKETING_FIGURES.map((figure) => (
              <li key={figure.label}>
                <strong className={figureValue}>{figure.value}</strong> {figure.label}
              </li>
            ))}
          </ul>
        </div>
        <div className={media}>
          <iframe
            className={video}
            src={HERO_VIDEO_URL}
            title="CyberLab Academy: what a career in cybersecurity looks like"
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
          <figure className={testimonial}>
            <blockquote>
              <p>“{TESTIMONIAL.quote}”</p>
            </blockquote>
            <figcaption className={quoteAuthor}>
              {TESTIMONIAL.name}, {TESTIMONIAL.role}
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
