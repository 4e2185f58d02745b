import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { useControlSettings, type ControlSize } from '../theme/control-settings';
import './button.css';

type Shared = Omit<ButtonHTMLAttributes<HTMLElement> & AnchorHTMLAttributes<HTMLElement>, 'type'>;

export interface ButtonProps extends Shared {
  /** primary: the one action of a screen; link and text: quiet actions; dashed: add a row. */
  type?: 'primary' | 'default' | 'link' | 'text' | 'dashed';
  /** The form's own submit or reset; a plain button otherwise. */
  htmlType?: 'button' | 'submit' | 'reset';
  danger?: boolean;
  icon?: ReactNode;
  /** Shows a spinner and ignores clicks (a slow network: no second submit). */
  loading?: boolean;
  size?: ControlSize;
  block?: boolean;
  /** Draws a link that looks like a button. */
  href?: string;
  'data-testid'?: string;
}

/**
 * A button with antd's look and props (type, danger, icon, loading, size, block, href), drawn
 * without antd: every logged-in page has buttons, and antd's Button brought its style engine and
 * theme (~40 KB) to each page's first paint.
 */
export const Button = forwardRef<HTMLButtonElement & HTMLAnchorElement, ButtonProps>(function Button(
  { type = 'default', htmlType = 'button', danger, icon, loading = false, size, block, href, disabled, className, children, onClick, ...rest },
  ref,
) {
  const settings = useControlSettings();
  const mergedSize = size ?? settings.size ?? 'middle';
  const mergedDisabled = disabled ?? settings.disabled ?? false;
  const labelled = children !== undefined && children !== null && children !== '';
  const iconOnly = (icon || loading) && !labelled;
  const classes = [
    'ac-button',
    `ac-button--${type}`,
    mergedSize !== 'middle' && `ac-button--${mergedSize}`,
    danger && 'ac-button--danger',
    block && 'ac-button--block',
    iconOnly && 'ac-button--icon-only',
    loading && 'ac-button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // As antd did: a loading button takes no second click, and a submit does not go twice.
    if (loading || mergedDisabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const content = (
    <>
      {loading ? (
        <span className="ac-button__icon">
          <LoadingOutlined />
        </span>
      ) : (
        icon && <span className="ac-button__icon">{icon}</span>
      )}
      {labelled && <span>{children}</span>}
    </>
  );
  if (href !== undefined) {
    return (
      <a
        {...rest}
        ref={ref}
        href={mergedDisabled ? undefined : href}
        aria-disabled={mergedDisabled || undefined}
        className={classes}
        onClick={handleClick}
      >
        {content}
      </a>
    );
  }
  return (
    <button {...rest} ref={ref} type={htmlType} disabled={mergedDisabled} aria-busy={loading || undefined} className={classes} onClick={handleClick}>
      {content}
    </button>
  );
});
