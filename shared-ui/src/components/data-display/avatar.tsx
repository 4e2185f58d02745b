import { useState, type ReactNode } from 'react';
import './avatar.css';

interface Props {
  /** The picture; while it is missing or fails to load, the icon shows. */
  src?: string | null;
  /** Names the picture; the stand-in icon is decoration. */
  alt: string;
  icon: ReactNode;
  size: number;
  shape?: 'circle' | 'square';
  /** A failed load, after which the icon shows until `src` changes (say, to a freshly signed URL). */
  onError?: () => void;
  className?: string;
  'data-testid'?: string;
}

/** A person's or a product's small picture, drawn as antd's Avatar without antd (first-paint weight). */
export function Avatar({ src, alt, icon, size, shape = 'circle', onError, className, 'data-testid': testId }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  return (
    <span
      className={`ac-avatar ac-avatar--${shape}${showImage ? ' ac-avatar--image' : ''}${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size, fontSize: Math.round(size / 2) }}
      data-testid={testId}
    >
      {showImage ? (
        <img
          src={src}
          alt={alt}
          onError={() => {
            setFailed(src);
            onError?.();
          }}
        />
      ) : (
        <span aria-hidden className="ac-avatar-icon">
          {icon}
        </span>
      )}
    </span>
  );
}
