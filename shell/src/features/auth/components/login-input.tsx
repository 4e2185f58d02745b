import type { InputHTMLAttributes, ReactNode } from 'react';
import './auth-frame.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  icon: ReactNode;
  /** Red, and told to assistive technology, when the field was left empty. */
  invalid: boolean;
  /** Drawn inside the box after the input (the password's show/hide button). */
  after?: ReactNode;
  'data-testid'?: string;
}

/** A log-in field drawn like antd's large input (icon, 48 px, focus ring), without antd. */
export function LoginInput({ label, icon, invalid, after, ...input }: Props) {
  return (
    <label className="login-field">
      <span className="login-label">{label}</span>
      <span className={`login-input${invalid ? ' login-input--error' : ''}`}>
        {icon}
        <input {...input} aria-invalid={invalid} />
        {after}
      </span>
    </label>
  );
}
