import { useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

interface Props {
  /** The types the chooser offers (FILE_ACCEPT): a hint to the chooser; the pick is checked by content after. */
  accept: string;
  /** A chosen file: check it, keep it or send it. */
  onPick: (file: File) => void;
  icon?: ReactNode;
  loading?: boolean;
  size?: 'middle' | 'large';
  'data-testid'?: string;
  children?: ReactNode;
}

/**
 * A button that opens the phone's file chooser (the browser's own file input, unseen): what antd's
 * Upload did for the suite, which only ever picks one file and checks it before anything is sent.
 */
export function FileButton({ accept, onPick, icon, loading, size = 'large', children, ...rest }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // A new input after each pick, so choosing the same file again (after a refusal) is a change too.
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <input
        key={generation}
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          setGeneration((current) => current + 1);
          if (file) onPick(file);
        }}
      />
      <Button icon={icon} size={size} loading={loading} onClick={() => input.current?.click()} data-testid={rest['data-testid']}>
        {children}
      </Button>
    </>
  );
}
