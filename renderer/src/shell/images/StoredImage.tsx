import type { CSSProperties, ReactNode } from 'react';
import defaultAvatar from './default-avatar.svg';
import { useStoredImage } from './useStoredImage';

export interface StoredImageProps {
  /** `fileUrl(...)` of the stored file; null shows the fallback. */
  path: string | null;
  alt: string;
  className?: string;
  /** Width and height in px (square); without it the image keeps its own size or the CSS one. */
  size?: number;
  round?: boolean;
  /** Shown when there is no file or it cannot be loaded; the default avatar otherwise. */
  fallback?: ReactNode;
}

/** The style of a square, optionally round, picture: shared by stored images and previews. */
export function pictureStyle(size: number | undefined, round: boolean | undefined): CSSProperties {
  return {
    ...(size ? { width: size, height: size } : {}),
    ...(round ? { borderRadius: '50%' } : {}),
    objectFit: 'cover',
  };
}

/** A stored image loaded with the session; the default avatar while loading, without a file, or when it fails. */
export function StoredImage({ path, alt, className, size, round, fallback }: StoredImageProps) {
  const { url, loading, failed } = useStoredImage(path);
  if (!url && !loading && fallback !== undefined) return <>{fallback}</>;
  return (
    <img
      src={url ?? defaultAvatar}
      alt={alt}
      className={className}
      style={pictureStyle(size, round)}
      aria-busy={loading || undefined}
      data-state={url ? 'loaded' : failed ? 'failed' : loading ? 'loading' : 'empty'}
    />
  );
}
