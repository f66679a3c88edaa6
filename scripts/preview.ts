// `npm run preview`: serves the built dist/ as a CDN would, for a final look.
import path from "node:path";
import { startServer } from "../src/serve/static-server.ts";

const port = Number(process.env.PORT ?? 4173);
const dir = path.resolve(process.argv[2] ?? "dist");
const { url } = await startServer({ dir, port });
console.log(`Serving ${path.relative(process.cwd(), dir) || "."} at ${url}  (Ctrl+C to stop)`);
