// One picture: a <picture> with the better formats first and an <img> that
// has its width and height, so the page keeps its room before the file
// arrives. Below the first screen it loads when scrolled near (lazy) and
// decodes off the main thread; the one picture that is the largest thing in
// the first screen, if any, is fetched first.
import type { Picture as PictureData } from "../src/view/pictures.ts";
import { useSourceDir, useSourceLang } from "./ContentText.tsx";

interface Props {
  picture: PictureData;
  /** In the first screen: loaded at once. */
  eager?: boolean;
  /** The largest element of the first screen: fetched before everything else. */
  priority?: boolean;
  className?: string;
}

export function Picture({ picture, eager = false, priority = false, className }: Props) {
  // Alt text not yet translated is read in the source language's voice.
  const lang = useSourceLang(picture.alt || undefined);
  const dir = useSourceDir(picture.alt || undefined);
  const img = (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcset}
      sizes={picture.sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      lang={lang}
      dir={dir ?? (picture.alt ? "auto" : undefined)}
      loading={eager || priority ? "eager" : "lazy"}
      decoding={eager || priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
  if (!picture.sources.length) return img;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={source.sizes} />
      ))}
      {img}
    </picture>
  );
}
