// The testimonials section's content, landing.yaml's `testimonials:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { itemId, keyedList, sample, text, verbatim } from "../../../src/model/schema/fields.ts";
import { sectionHeading } from "../../../src/model/schema/section-parts.ts";
import { image } from "../../../src/model/schema/image.ts";

export const schema = z
  .strictObject({
    ...sectionHeading,
    items: keyedList(
      z.strictObject({
        id: itemId,
        sample,
        quote: text.meta({ description: "The customer's words, in the card's quote." }),
        name: verbatim.meta({ description: "The customer's name, as written in every language; their initials stand in for a photo." }),
        role: text.meta({ description: 'Their role, under the name, e.g. "Founder".' }),
        agency: verbatim.meta({ description: "Their agency's name, after the role, as written in every language." }),
        city: text.meta({ description: 'Their city, after the agency, e.g. "Kochi".' }),
        rating: z.number().int().min(1).max(5).meta({ description: "Their rating, 1 to 5, shown as stars over the quote." }),
        photo: image("photo")
          .optional()
          .meta({ description: "The customer's own photo; their initials are shown without one. Never a stock photo." }),
      }),
    )
      .min(1)
      .meta({ description: "The testimonials, one card each, in order." }),
    ratingLabel: text.meta({ description: 'Screen-reader text for stars; "{rating}" is replaced, e.g. "Rated {rating} out of 5".' }),
  })
  .meta({
    description: "What customers say, with their name, agency and rating. Samples are launch items until replaced.",
  });
