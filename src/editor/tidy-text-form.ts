// How a file's bytes are laid out around its text: a byte-order mark and the
// line endings. Tidying works on plain LF text without a mark and puts
// the base file's form back at the end, so a file saved on Windows (CRLF)
// stays CRLF line for line and the diff shows only what the editor changed.

interface TextForm {
  bom: boolean;
  crlf: boolean;
}

/** The text with its mark taken off and CRLF read as LF, and the form it had. */
export function readForm(text: string): { form: TextForm; text: string } {
  const bom = text.startsWith("\uFEFF");
  const body = bom ? text.slice(1) : text;
  const crlf = body.includes("\r\n");
  return { form: { bom, crlf }, text: crlf ? body.replace(/\r\n/g, "\n") : body };
}

/** LF text written back in `form`. */
export function writeForm(text: string, form: TextForm): string {
  const lines = form.crlf ? text.replace(/\n/g, "\r\n") : text;
  return form.bom ? `\uFEFF${lines}` : lines;
}
