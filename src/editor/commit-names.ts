// How the commits of the web editor and of the pipeline begin, which the
// editor's publishing panel reads to tell an editor's save from the records
// the pipeline settles after it (.github/workflows/site.yml writes the
// latter's message).

/** Every commit the web editor makes starts so (its commit messages: cms-config.ts). */
export const EDITOR_COMMIT_PREFIX = "Web editor: ";

/** The commits the pipeline makes itself, of what it settled before a publish. */
export const PIPELINE_COMMIT_PREFIX = "Pipeline: ";
