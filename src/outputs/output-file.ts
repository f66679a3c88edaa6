// One file of the site as the outputs make it and the writer writes it.

/** A file of dist/, by its path there ("index.html", "images/logo-1a2b.avif"). */
export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
}
