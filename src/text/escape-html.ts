// Text made safe to put inside HTML, an element's content or a quoted
// attribute: the one escaper for HTML the project writes by hand (a legal
// page's filled tokens, the dev server's error overlay).
export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
