import type { ReactNode } from 'react';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Request } from '@agrocadena/contracts';
import type { ExecutionAction, RequestAction } from '@agrocadena/contracts/core';
import { Inline, RowAction } from '@agrocadena/shared-ui';
import { canAskTransport, transportPathFor } from '../../../shared/rules/transport-form';
import { movePath } from '../rules/move-path';
import { runLinks } from '../rules/run-links';
import './moves.css';

const ICONS: Record<RequestAction, ReactNode> = {
  acceptProduct: <CheckOutlined />,
  proposePrice: <DollarOutlined />,
  cancelProposal: <RollbackOutlined />,
  acceptProposedPrice: <CheckCircleOutlined />,
  acceptProductionService: <PlayCircleOutlined />,
  scheduleProductionService: <CalendarOutlined />,
  startProductionService: <PlayCircleOutlined />,
  abortProductionService: <StopOutlined />,
  productionReady: <CheckCircleOutlined />,
  completeService: <ExportOutlined />,
  completeProduct: <CheckSquareOutlined />,
  acceptLogisticService: <PlayCircleOutlined />,
  completeLogisticService: <CheckSquareOutlined />,
  acceptStorageService: <ImportOutlined />,
  completeStorageService: <ExportOutlined />,
  acceptTransport: <CheckCircleOutlined />,
  startTransport: <CarOutlined />,
  completeTransport: <CheckSquareOutlined />,
  receive: <InboxOutlined />,
  receiveDelivery: <InboxOutlined />,
  reject: <CloseCircleOutlined />,
  cancel: <StopOutlined />,
};

const DANGER: readonly RequestAction[] = ['reject', 'cancel'];

const RUN_ICONS: Partial<Record<ExecutionAction, ReactNode>> = {
  start: <PlayCircleOutlined />,
  pause: <PauseCircleOutlined />,
  restart: <PlayCircleOutlined />,
  complete: <CheckSquareOutlined />,
  abort: <StopOutlined />,
};

interface Props {
  request: Request;
  onAction: (action: RequestAction, request: Request) => void;
}

/**
 * A request's options: exactly what the server says the caller may do now (`request.actions`), in
 * its order — accepting a production request opens the start wizard of its run; on an accepted
 * purchase or a production service's ready outputs not carried yet, sending a carrier for them; on a
 * production request made to me, the moves of the run carrying it out (in the production remote).
 */
export function RequestActions({ request, onAction }: Props) {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  return (
    <Inline gap={0} wrap={false}>
      {canAskTransport(request) && (
        <RowAction
          label={t('requestTransportAction')}
          icon={<CarOutlined />}
          onClick={() => navigate(transportPathFor(request))}
          testId="request-requestTransport"
        />
      )}
      {runLinks(request).map(({ action, path }) => (
        <RowAction
          key={`run-${action}`}
          label={t(`moves.runActions.${action}`)}
          icon={RUN_ICONS[action]}
          onClick={() => navigate(path)}
          testId={`request-run-${action}`}
          danger={action === 'abort'}
        />
      ))}
      {request.actions.map((action) => {
        const path = movePath(action, request);
        return (
          <RowAction
            key={action}
            label={t(`moves.actions.${action}`)}
            icon={ICONS[action]}
            onClick={() => (path ? navigate(path) : onAction(action, request))}
            testId={`request-${action}`}
            danger={DANGER.includes(action)}
          />
        );
      })}
    </Inline>
  );
}
