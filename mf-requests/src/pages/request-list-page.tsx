import { useState, type ReactNode } from 'react';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import type { RequestAction, RequestListGroup, RequestSide } from '@agrocadena/contracts/core';
import { EmptyState, Inline, LinkButton, ListBody, onDemand, PageCard, RowAction } from '@agrocadena/shared-ui';
import '../i18n/register';
import { RequestActions } from '../features/moves/components/request-actions';
import { listRoute } from '../shared/api/list-routes';
import { useMarkSeen } from '../features/lists/hooks/use-mark-seen';
import { useReceivesRequests, useRequestList } from '../shared/hooks/use-request-list';
import { useListFields } from '../features/lists/components/list-fields';
import { RequestsTable } from '../features/lists/components/requests-table';
import { NotesButton } from '../features/notes/components/notes-button';
import { PaymentButton } from '../features/moves/components/payment-button';
import '../features/lists/components/lists.css';

// The dialogs (and the forms part of shared-ui they use) come when one is first opened.
const RequestMoveDialog = onDemand(() => import('../features/moves/components/request-move-dialog').then((module) => module.RequestMoveDialog));
const MoveDoneDialog = onDemand(() => import('../features/moves/components/move-done-dialog').then((module) => module.MoveDoneDialog));
const RequestDetailsDialog = onDemand(() =>
  import('../features/lists/components/request-details-dialog').then((module) => module.RequestDetailsDialog),
);
const NotesDialog = onDemand(() => import('../features/notes/components/notes-dialog').then((module) => module.NotesDialog));
const PaymentDialog = onDemand(() => import('../features/moves/components/payment-dialog').then((module) => module.PaymentDialog));
const PersonCardDialog = onDemand(() => import('@agrocadena/shared-ui/antd-forms').then((module) => module.PersonCardDialog));

interface Props {
  side: RequestSide;
  group: RequestListGroup;
}

type Move = { action: RequestAction; request: Request } | null;

/**
 * One of the eight request lists (docs/domain.md#request-lists): back to the overview, 12 a page,
 * the other party's name opening their contact card. Pending and on-course rows offer the moves the
 * server allows the caller now; historical ones their details; every row its note thread. A pending
 * list marks its unseen rows seen.
 */
export function RequestListPage({ side, group }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  const receives = useReceivesRequests();
  const list = useRequestList(side, group);
  // The lists that hold requests awaiting a move (a reception after a carrier's delivery is on course).
  const marksSeen = group === 'pending' || group === 'onCourse';
  const bold = useMarkSeen(listRoute(side, group), list.items, marksSeen);
  const [person, setPerson] = useState<string | null>(null);
  const [move, setMove] = useState<Move>(null);
  const [done, setDone] = useState<RequestAction | null>(null);
  const [details, setDetails] = useState<Request | null>(null);
  const [notes, setNotes] = useState<Request | null>(null);
  const [payment, setPayment] = useState<Request | null>(null);
  const fields = useListFields(side, group, setPerson);

  const moves: ((request: Request) => ReactNode) | undefined =
    group === 'rejected'
      ? undefined
      : group === 'historical'
        ? (request) => (
            <RowAction label={t('common:actions.details')} icon={<EyeOutlined />} onClick={() => setDetails(request)} testId="request-details" />
          )
        : (request) => <RequestActions request={request} onAction={(action) => setMove({ action, request })} />;
  // Every request keeps its note thread, whatever list it is in (docs/domain.md#request-notes); its
  // provider records its payment wherever a price is owed (docs/domain.md#payments).
  const options = (request: Request) => (
    <Inline gap={4}>
      {moves?.(request)}
      <PaymentButton request={request} onOpen={() => setPayment(request)} />
      <NotesButton request={request} onOpen={() => setNotes(request)} />
    </Inline>
  );

  return (
    <PageCard
      title={t(`lists.${side}.${group}.title`)}
      subtitle={t(`lists.${side}.${group}.subtitle`)}
      width={1100}
      testId={`${side}-${group}-requests`}
    >
      <div className="rq-toolbar">
        <LinkButton to="/requestsOverview" size="large" icon={<ArrowLeftOutlined />} data-testid="requests-back">
          {t('lists.back')}
        </LinkButton>
      </div>
      {side === 'received' && !receives ? (
        <EmptyState title={t('lists.sentOnly')} hint={t('lists.sentOnlyHint')} testId="requests-sent-only" />
      ) : (
        <ListBody
          list={list}
          shown={list.items.length}
          errorTitle={t('lists.loadError')}
          errorTestId="requests-load-error"
          empty={{ title: t('common:errors.nothingToShow'), testId: 'requests-empty' }}
        >
          <RequestsTable
            rows={list.items}
            total={list.total}
            page={list.page}
            loading={list.loading}
            onPageChange={list.setPage}
            fields={fields}
            options={options}
            bold={marksSeen ? bold : undefined}
            testId={`${side}-${group}-requests-table`}
          />
        </ListBody>
      )}
      {move && (
        <RequestMoveDialog
          key={`${move.action}-${move.request._id}`}
          action={move.action}
          request={move.request}
          onClose={() => setMove(null)}
          onDone={() => {
            setMove(null);
            setDone(move.action);
          }}
        />
      )}
      {done && <MoveDoneDialog action={done} onClose={() => setDone(null)} />}
      {notes && <NotesDialog key={notes._id} request={notes} onClose={() => setNotes(null)} />}
      {payment && <PaymentDialog key={payment._id} request={payment} onClose={() => setPayment(null)} onDone={() => setPayment(null)} />}
      {details && <RequestDetailsDialog key={details._id} request={details} onClose={() => setDetails(null)} />}
      {person && <PersonCardDialog userId={person} source="private" onClose={() => setPerson(null)} />}
    </PageCard>
  );
}
