// The landing page's sections, in the order the page shows them: the one
// list a new section joins (npm run new:section). Each line names a folder of
// templates/sections/ and takes its schema; the content schema, the page, its
// stylesheet, the web editor's form and the section tests all read this order.
export const SECTION_SCHEMAS = {
  hero: (await import("./hero/schema.ts")).schema,
  trustedBy: (await import("./trustedBy/schema.ts")).schema,
  problem: (await import("./problem/schema.ts")).schema,
  features: (await import("./features/schema.ts")).schema,
  howItWorks: (await import("./howItWorks/schema.ts")).schema,
  benefits: (await import("./benefits/schema.ts")).schema,
  integrations: (await import("./integrations/schema.ts")).schema,
  testimonials: (await import("./testimonials/schema.ts")).schema,
  pricing: (await import("./pricing/schema.ts")).schema,
  closing: (await import("./closing/schema.ts")).schema,
};
