import type { ButtonHTMLAttributes } from 'react';
import { useControlSettings } from '../theme/control-settings';
import './switch.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value' | 'type'> {
  /** Given by a form item with `valuePropName="checked"`. */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  'data-testid'?: string;
}

/**
 * An on/off switch (visible to the public…) with antd's look and the ARIA switch role, drawn
 * without antd. The whole 44 px box is the target; the track inside is antd's size.
 */
export function Switch({ checked = false, onChange, disabled, className, onClick, ...rest }: Props) {
  const settings = useControlSettings();
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled ?? settings.disabled}
      className={`ac-switch${checked ? ' ac-switch--on' : ''}${className ? ` ${className}` : ''}`}
      onClick={(event) => {
        onClick?.(event);
        onChange?.(!checked);
      }}
    >
      <span className="ac-switch__track" aria-hidden>
        <span className="ac-switch__knob" />
      </span>
    </button>
  );
}
