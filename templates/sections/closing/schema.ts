// The closing section's content, landing.yaml's `closing:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { isoDate, text, textList } from "../../../src/model/schema/fields.ts";

export const schema = z
  .strictObject({
    heading: text.meta({ description: "The closing band's heading: the last call to act." }),
    text: text.meta({ description: "A line or two under the heading." }),
    demoLabel: text.meta({ description: "The band's main button's text, opening the demo-scheduling page, e.g. \"Book a Free Demo\"." }),
    offer: z
      .strictObject({
        label: text.meta({ description: 'The small label at the top of the offer box, e.g. "Limited-time offer".' }),
        discount: z.number().int().min(1).max(100).meta({ description: "Percent off the first month." }),
        heading: text.meta({ description: '"{discount}" is replaced by the discount, e.g. "{discount} off your first month".' }),
        perks: textList().min(1).meta({
          description:
            'What the offer gives. "{deadline}" becomes deadline.open ("this week") or, with validUntil set, deadline.until ("by Sunday, 30 November").',
        }),
        note: text.optional().meta({ description: 'Small print under the perks, if any; "{deadline}" is replaced as in perks.' }),
        deadline: z
          .strictObject({
            open: text.meta({ description: 'The deadline while validUntil is not set, e.g. "this week".' }),
            until: text.meta({
              description:
                'The deadline once validUntil is set; "{date}" becomes its day, e.g. "by {date}" reads "by Sunday, 30 November".',
            }),
          })
          .meta({ description: 'How "{deadline}" in perks and note reads, before and after validUntil is set.' }),
        validUntil: isoDate.optional().meta({
          description:
            "The offer's last day, YYYY-MM-DD (India time). The box names it; from the day after, the build leaves the box out and says so. Until it is set, the launch list asks for it.",
        }),
      })
      .meta({ description: "The limited-time offer, a coupon in the closing band; left out from the day after validUntil." }),
  })
  .meta({
    description: "The last call to action: the brand band with the proof figures as badges, and the limited-time offer.",
  });
