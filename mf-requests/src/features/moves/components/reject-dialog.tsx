import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { personName, requiredTextRules, Typography } from '@agrocadena/shared-ui';
import { requestName } from '../../../shared/rules/request-labels';
import { rejectRequest } from '../api/moves-api';
import { useMoveForm } from '../hooks/use-move-form';
import { useRequestMove } from '../hooks/use-request-move';
import { MoveDialog, type RequestDialogProps } from './move-dialog';
import { Form, Input } from '@agrocadena/shared-ui/forms';

/** Reject (docs/domain.md#request-transitions): a reason is required (else "fill in the required fields", the field marked), with its counter. */
export function RejectDialog({ request, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation('requests');
  const reject = useRequestMove(rejectRequest);
  const { form, error, validated, send, onValuesChange } = useMoveForm<{ reason: string }>(onDone, { fields: ['reason'] });

  async function submit() {
    const values = await validated();
    if (values) send(reject, { requestId: request._id, reason: values.reason.trim() });
  }

  return (
    <MoveDialog
      title={t('moves.reject.title')}
      request={request}
      error={error}
      pending={reject.isPending}
      okText={t('moves.actions.reject')}
      onOk={() => void submit()}
      onClose={onClose}
      danger
      testId="reject-request"
    >
      <Typography.Paragraph className="rq-move-text">
        {t('moves.reject.question', { requester: personName(request.requester), name: requestName(request) ?? t('request.shipping') })}
      </Typography.Paragraph>
      <Form form={form} onValuesChange={onValuesChange} layout="vertical" size="large" name="reject-request">
        <Form.Item name="reason" label={t('moves.reject.reason')} rules={requiredTextRules(LIMITS.rejectReason)}>
          <Input.TextArea rows={3} maxLength={LIMITS.rejectReason} showCount data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </MoveDialog>
  );
}
