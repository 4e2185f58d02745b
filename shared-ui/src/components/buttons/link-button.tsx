import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { useNavigate } from 'react-router-dom';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; children: ReactNode };

/** Looks like a button, is a real link (middle-click, new tab), navigates inside the app. */
export function LinkButton({ to, children, ...props }: Props) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
