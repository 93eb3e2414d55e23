import { createContext, useContext, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/** The widths a picture may be asked for, in pixels (the API's /uploads/{name}?w= widths). */
export const PICTURE_WIDTHS = [160, 320, 400, 480, 640, 960] as const;

/** The address of `src` resized to `width` pixels, or null when it cannot be resized. */
export type ResizePicture = (src: string, width: number) => string | null;

const ResizeContext = createContext<ResizePicture>(() => null);

export interface PictureProviderProps {
  /** How the app's image server resizes a picture, e.g. `(src, w) => \`${src}?w=${w}\``. */
  resize: ResizePicture;
  children: ReactNode;
}

/** Lets the kit's pictures offer the browser resized copies (srcset), so each is fetched at the size shown. */
export function PictureProvider({ resize, children }: PictureProviderProps) {
  return <ResizeContext.Provider value={resize}>{children}</ResizeContext.Provider>;
}

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  /** How wide it is shown, for the browser to pick a copy: `72px`, `(max-width: 767px) 50vw, 280px`. */
  sizes: string;
  /** Shown instead when the picture cannot be loaded. */
  fallback: string;
  alt: string;
}

/** An <img> offering resized copies of itself when the app can make them, and a fallback when it fails. */
export function Picture({ src, sizes, fallback, alt, ...img }: PictureProps) {
  const resize = useContext(ResizeContext);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <img {...img} src={fallback} alt={alt} />;
  const candidates = PICTURE_WIDTHS.flatMap((width) => {
    const url = resize(src, width);
    return url ? [`${url} ${width}w`] : [];
  });
  return (
    <img
      {...img}
      src={src}
      srcSet={candidates.length > 0 ? candidates.join(', ') : undefined}
      sizes={candidates.length > 0 ? sizes : undefined}
      alt={alt}
      onError={() => setFailedSrc(src)}
    />
  );
}
