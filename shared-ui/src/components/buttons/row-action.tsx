import type { ReactNode } from 'react';
import { Button } from './button';

interface Props {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  danger?: boolean;
}

/**
 * An icon button of a table row, named for screen readers. A native title, not an antd Tooltip:
 * 36 tooltips per page cost more than they give on a phone.
 */
export function RowAction({ label, icon, onClick, testId, danger = false }: Props) {
  return <Button type="text" size="large" danger={danger} icon={icon} aria-label={label} title={label} onClick={onClick} data-testid={testId} />;
}
