import { createElement, type AnchorHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import './typography.css';

// The suite's texts, drawn with the elements and the look of antd's Typography but without it:
// its copy, edit and ellipsis machinery (a textarea, a tooltip, resize observers) weighed ~30 KB
// on the first paint of every page (issue 13), and the suite uses none of it.

type Tone = 'secondary' | 'success' | 'warning' | 'danger';

interface TextProps extends HTMLAttributes<HTMLElement> {
  type?: Tone;
  strong?: boolean;
  /** Struck through (a price that no longer holds, say). */
  delete?: boolean;
  /** One line, cut with "…" when it does not fit. */
  ellipsis?: boolean;
  'data-testid'?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const toneClass = (type?: Tone) => type && `ac-typography--${type}`;

function Text({ type, strong, delete: struck, ellipsis, className, children, ...rest }: TextProps) {
  let content: ReactNode = children;
  if (strong) content = <strong>{content}</strong>;
  if (struck) content = <del>{content}</del>;
  return (
    <span className={classes('ac-typography', toneClass(type), ellipsis && 'ac-typography--ellipsis', className)} {...rest}>
      {content}
    </span>
  );
}

interface ParagraphProps extends HTMLAttributes<HTMLDivElement> {
  type?: Tone;
  strong?: boolean;
  'data-testid'?: string;
}

function Paragraph({ type, strong, className, children, ...rest }: ParagraphProps) {
  return (
    <div className={classes('ac-typography', 'ac-paragraph', toneClass(type), className)} {...rest}>
      {strong ? <strong>{children}</strong> : children}
    </div>
  );
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5;

interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Its place in the page's outline (h1…h5): headings go down one level at a time. */
  level?: HeadingLevel;
  /** The size it is drawn at, when not its level's (a card's name under the page's title, drawn small). */
  look?: HeadingLevel;
  type?: Tone;
  'data-testid'?: string;
}

function Title({ level = 1, look = level, type, className, ...rest }: TitleProps) {
  return createElement(`h${level}`, { className: classes('ac-typography', 'ac-title', `ac-title--${look}`, toneClass(type), className), ...rest });
}

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  'data-testid'?: string;
}

/** A link; without `href` it is an action on the page, drawn as a link but a button to the keyboard and to screen readers. */
function Link({ href, className, children, onClick, ...rest }: LinkProps) {
  if (href === undefined) {
    return (
      <button
        type="button"
        className={classes('ac-typography', 'ac-link', 'ac-link--action', className)}
        onClick={onClick as unknown as HTMLAttributes<HTMLButtonElement>['onClick']}
        {...(rest as HTMLAttributes<HTMLButtonElement>)}
      >
        {children}
      </button>
    );
  }
  return (
    <a href={href} className={classes('ac-typography', 'ac-link', className)} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

/** Typography.Text, .Paragraph, .Title and .Link as the apps write them with antd, drawn plainly. */
export const Typography = { Text, Paragraph, Title, Link };
