import { answer, item, list, question } from "./FaqSection.css";
import { FAQS } from "./landingContent";
import { inner, section, sectionTitle } from "./section.css";

/** Expandable questions: native disclosure widgets, keyboard and screen-reader ready as they are. */
export function FaqSection() {
  return (
    <section className={section.plain} aria-labelledby="faq-title">
      <div className={inner}>
        <h2 id="faq-title" className={sectionTitle}>
          Frequently asked questions
        </h2>
        <div className={list}>
          {FAQS.map((faq) => (
            <details key={faq.question} className={item}>
              <summary className={question}>{faq.question}</summary>
              <p className={answer}>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
