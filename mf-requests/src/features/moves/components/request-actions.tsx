import type { ReactNode } from 'react';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Request } from '@agrocadena/contracts';
import type { RequestAction } from '@agrocadena/contracts/core';
import { RowAction } from '@agrocadena/shared-ui';
import { canAskTransport, transportPathFor } from '../../transport/rules/transport-form';
import './moves.css';

const ICONS: Record<RequestAction, ReactNode> = {
  acceptProduct: <CheckOutlined />,
  proposePrice: <DollarOutlined />,
  cancelProposal: <RollbackOutlined />,
  acceptProposedPrice: <CheckCircleOutlined />,
  completeProduct: <CheckSquareOutlined />,
  acceptLogisticService: <PlayCircleOutlined />,
  completeLogisticService: <CheckSquareOutlined />,
  acceptStorageService: <ImportOutlined />,
  completeStorageService: <ExportOutlined />,
  acceptTransport: <CheckCircleOutlined />,
  startTransport: <CarOutlined />,
  completeTransport: <CheckSquareOutlined />,
  receive: <InboxOutlined />,
  reject: <CloseCircleOutlined />,
  cancel: <StopOutlined />,
};

const DANGER: readonly RequestAction[] = ['reject', 'cancel'];

interface Props {
  request: Request;
  onAction: (action: RequestAction, request: Request) => void;
}

/**
 * A request's options: exactly what the server says the caller may do now (`request.actions`), in
 * its order; and, on an accepted purchase not carried yet, sending a carrier for it.
 */
export function RequestActions({ request, onAction }: Props) {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  return (
    <span className="rq-row-actions">
      {canAskTransport(request) && (
        <RowAction
          label={t('requestTransportAction')}
          icon={<CarOutlined />}
          onClick={() => navigate(transportPathFor(request))}
          testId="request-requestTransport"
        />
      )}
      {request.actions.map((action) => (
        <RowAction
          key={action}
          label={t(`moves.actions.${action}`)}
          icon={ICONS[action]}
          onClick={() => onAction(action, request)}
          testId={`request-${action}`}
          danger={DANGER.includes(action)}
        />
      ))}
    </span>
  );
}
