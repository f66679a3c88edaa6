// Testimonials with star ratings, and the customer's photo or, without one,
// their initials.
import { pictureFor, type Pictures } from "../../../src/view/pictures.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Picture } from "../../Picture.tsx";
import { SectionHeading } from "../../SectionHeading.tsx";
import { ContentText } from "../../ContentText.tsx";

/** The first letter of the first two words: a letter, never a mark, a digit or a control. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => /\p{L}/u.exec(part)?.[0])
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toUpperCase();

export function Testimonials({ testimonials, pictures }: { testimonials: Landing["testimonials"]; pictures: Pictures }) {
  return (
    <section id="testimonials" className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading id="testimonials" eyebrow={testimonials.eyebrow} heading={testimonials.heading} intro={testimonials.intro} />
        <ul className="testimonials" aria-labelledby="testimonials-title" tabIndex={0}>
          {testimonials.items.map((item) => (
            <li key={item.id} className="card testimonial">
              <figure>
                <p className={`stars stars--${item.rating}`}>
                  <span className="visually-hidden">
                    <ContentText of={testimonials.ratingLabel}>
                      {testimonials.ratingLabel.replace("{rating}", String(item.rating))}
                    </ContentText>
                  </span>
                </p>
                <blockquote>
                  {/* dir="auto": a customer's words run the way their own script does. */}
                  <p dir="auto">
                    <ContentText>{item.quote}</ContentText>
                  </p>
                </blockquote>
                <figcaption className="testimonial__who">
                  {item.photo ? (
                    <Picture picture={pictureFor(pictures, item.photo)} className="avatar avatar--photo" />
                  ) : (
                    <span className="avatar" aria-hidden="true">
                      {initials(item.name)}
                    </span>
                  )}
                  <span>
                    <strong>
                      <bdi>{item.name}</bdi>
                    </strong>
                    <span className="testimonial__role">
                      <ContentText>{item.role}</ContentText>, <bdi>{item.agency}</bdi>, <ContentText>{item.city}</ContentText>
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
