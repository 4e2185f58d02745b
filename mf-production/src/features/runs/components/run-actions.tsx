import type { ReactNode } from 'react';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { useTranslation } from 'react-i18next';
import { Inline, RowAction } from '@agrocadena/shared-ui';
import type { ExecutedActivity, ExecutionAction } from '@agrocadena/contracts';

// The owner's moves; the outsourced ones are its request's, never a button here.
const ICONS: Partial<Record<ExecutionAction, ReactNode>> = {
  start: <PlayCircleOutlined />,
  pause: <PauseCircleOutlined />,
  restart: <PlayCircleOutlined />,
  complete: <CheckCircleOutlined />,
  abort: <StopOutlined />,
};

interface Props {
  run: ExecutedActivity;
  /** What this list offers, in order; only those the run itself offers (its `actions`) show. */
  offered: readonly ExecutionAction[];
  onAction: (action: ExecutionAction, run: ExecutedActivity) => void;
}

/** A run's options: the moves of the contract's transition table that the run allows now. */
export function RunActions({ run, offered, onAction }: Props) {
  const { t } = useTranslation('production');
  return (
    <Inline gap={0} wrap={false}>
      {offered
        .filter((action) => run.actions.includes(action))
        .map((action) => (
          <RowAction
            key={action}
            label={t(`runs.actions.${action}`)}
            icon={ICONS[action]}
            onClick={() => onAction(action, run)}
            testId={`run-${action}`}
            danger={action === 'abort'}
          />
        ))}
    </Inline>
  );
}
