import type { ReactNode } from 'react';
import { usePhoneLayout } from '../../hooks/use-phone-layout';
import { Button } from './button';
import { LinkButton } from './link-button';
import './row-action.css';

type Props = {
  label: string;
  icon: ReactNode;
  testId: string;
  danger?: boolean;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/**
 * A button of a table row, or a link (`to`: a real one, so it opens in a new tab too). On a wide
 * screen an icon named for screen readers, with a native title (not an antd Tooltip: 36 tooltips per
 * page cost more than they give); a phone shows no hover title, so there the label is written beside
 * the icon.
 */
export function RowAction({ label, icon, onClick, to, testId, danger = false }: Props) {
  const phone = usePhoneLayout();
  const shown = phone
    ? { className: 'ac-row-action--labelled', children: label }
    : { 'aria-label': label, title: label, children: null as ReactNode };
  const common = { type: 'text' as const, size: 'large' as const, danger, icon, 'data-testid': testId, ...shown };
  return to === undefined ? <Button {...common} onClick={onClick} /> : <LinkButton {...common} to={to} />;
}
