// A text of the content as the page shows it. On a translated page, a text
// not yet translated, or translated from English that has changed since, is
// shown in the source language: it is marked with the source's lang, so a
// screen reader reads it in that language's voice and the browser picks its
// fonts and hyphenation for it. Everywhere else it is the text alone.
import { createContext, useContext } from "react";

/** The texts the page's language shows in the source language, and the source's tag. */
export interface SourceTexts {
  tag: string;
  texts: ReadonlySet<string>;
  /** The source language's direction, when the page runs the other way (English on an Urdu page). */
  dir?: "ltr" | "rtl" | undefined;
}

export const SourceTextsContext = createContext<SourceTexts>({ tag: "", texts: new Set() });

/** The dir of an element holding `text`: the source's, when it is shown untranslated on a page that runs the other way. */
export function useSourceDir(text: string | undefined): "ltr" | "rtl" | undefined {
  const { dir, texts } = useContext(SourceTextsContext);
  return dir && text !== undefined && texts.has(text) ? dir : undefined;
}

/** The source's tag when `text` is shown untranslated on this page: for the lang of an element whose attribute holds it (alt text). */
export function useSourceLang(text: string | undefined): string | undefined {
  const { tag, texts } = useContext(SourceTextsContext);
  return text !== undefined && texts.has(text) ? tag : undefined;
}

/**
 * `children`, marked with the source's lang when it is shown untranslated.
 * `of`: the content text it was made from, when the page shows it changed
 * (a {deadline} filled in, hyphens kept together).
 */
export function ContentText({ children, of }: { children: string; of?: string }) {
  const lang = useSourceLang(of ?? children);
  const dir = useSourceDir(of ?? children);
  return lang ? (
    <span lang={lang} dir={dir}>
      {children}
    </span>
  ) : (
    <>{children}</>
  );
}
