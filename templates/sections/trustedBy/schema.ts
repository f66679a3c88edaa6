// The trustedBy section's content, landing.yaml's `trustedBy:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { itemId, keyedList, sample, text, verbatim } from "../../../src/model/schema/fields.ts";
import { image } from "../../../src/model/schema/image.ts";

export const schema = z
  .strictObject({
    heading: text.meta({ description: 'The quiet line above the logos, e.g. "Trusted by travel agencies across India".' }),
    items: keyedList(
      z.strictObject({
        id: itemId,
        sample,
        name: verbatim.meta({ description: "The client's name, as the launch list shows it." }),
        logo: image("logo"),
      }),
    )
      .default([])
      .meta({ description: "Client logos, in order. With none, the strip is left out." }),
  })
  .optional()
  .meta({ description: "A strip of client logos right under the hero. Optional: left out when absent or empty." });
