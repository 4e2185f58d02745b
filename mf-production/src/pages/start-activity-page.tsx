import { useState } from 'react';
import { App, Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isShort } from '@agrocadena/contracts/core';
import { PageCard, personName } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../features/activities/components/activities.css';
import { EnterpriseOnly } from '../features/access/enterprise-only';
import { WizardBody } from '../features/start/components/wizard-body';
import { StartWizard, type StartWizardValues } from '../features/start/components/start-wizard';
import { ActivityAmountsStep } from '../features/start/components/activity-amounts-step';
import { useRunPlan } from '../features/start/hooks/use-run-plan';
import { useOrderDetail } from '../features/orders/hooks/use-order-detail';
import { useServiceRequest } from '../features/service-requests/hooks/use-service-request';
import { useStartActivityRun } from '../features/start/hooks/use-start-activity-run';
import { amountsFromOrder, amountsFromRequest, needsFor, scheduleTimeOf, wantedAmounts, type StartWhen } from '../features/start/rules/start-form';
import { orderLabel } from '../features/runs/rules/run-labels';

/**
 * /startActivity?activityId=…[&productionOrder=…|&requestId=…]: run an activity by me, now or on a
 * day. With a production order (from the next-activity check) the run continues that order,
 * pre-filled from it; with a production request made to me (accepting it, from the received
 * requests) the run carries the request out, pre-filled with what was asked.
 */
export default function StartActivityPage() {
  const { t } = useTranslation(['production', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activityId = params.get('activityId');
  const requestId = params.get('requestId');
  const orderId = requestId ? null : params.get('productionOrder');
  const { plan, error, reload } = useRunPlan('activity', activityId);
  const linked = useOrderDetail(orderId);
  const asked = useServiceRequest(requestId);
  const run = useStartActivityRun({ orderId, requestId });
  const [form] = Form.useForm<StartWizardValues>();
  const [step, setStep] = useState(0);
  const activity = plan?.activities[0];
  // What could not be read (the activity, the order or the request), to read it again.
  const failed = (titleKey: string, why: string, onRetry: () => void) => ({
    title: t(`production:start.activity.${titleKey}`),
    message: why,
    onRetry,
  });
  const loadError = error
    ? failed('loadError', error, reload)
    : linked.error
      ? failed('loadError', linked.error, linked.reload)
      : asked.error
        ? failed('requestLoadError', asked.error, asked.reload)
        : null;

  async function leaveAmountStep() {
    try {
      await form.validateFields(activity?.outputProducts.map((line) => ['amounts', line.product._id]) ?? []);
    } catch {
      return false;
    }
    // The short inputs are marked in the step itself.
    return activity !== undefined && plan !== undefined && !isShort(needsFor(activity, plan, form.getFieldValue('amounts')));
  }

  function start(when: StartWhen, day: string | undefined) {
    if (!activity) return;
    const scheduleTime = when === 'scheduled' && day ? scheduleTimeOf(day) : undefined;
    run.start(activity._id, wantedAmounts(form.getFieldValue('amounts')), scheduleTime, () => {
      void message.success(t(when === 'now' ? 'production:start.activity.started' : 'production:start.activity.scheduled'));
      navigate(when === 'scheduled' ? '/scheduledActivities' : orderId ? '/activeProductionOrders' : '/runningActivities');
    });
  }

  const subtitle = orderId
    ? t('production:start.activity.forOrder', { order: orderLabel(orderId) })
    : asked.request
      ? t('production:start.activity.forRequest', { service: asked.request.service?.name ?? '', requester: personName(asked.request.requester) })
      : t('production:start.activity.subtitle');
  const back = requestId
    ? { to: '/userRequests/received', label: t('production:start.activity.backToRequests') }
    : { to: orderId ? '/pausedProductionOrders' : '/userActivities', label: t('production:start.activity.back') };

  return (
    <PageCard
      title={activity ? t('production:start.activity.title', { name: activity.name }) : t('production:start.activity.titleBlank')}
      subtitle={subtitle}
      back={back}
      width={760}
      testId="start-activity"
    >
      <EnterpriseOnly>
        <WizardBody
          missing={
            activityId ? null : { text: t('production:start.activity.missing'), to: '/userActivities', label: t('production:start.activity.back') }
          }
          loadError={loadError}
          ready={Boolean(plan && activity && linked.ready && asked.ready)}
        >
          {plan && activity && (
            <StartWizard
              form={form}
              step={step}
              onStep={setStep}
              initialValues={{
                amounts: requestId
                  ? amountsFromRequest(activity.outputProducts, asked.request)
                  : amountsFromOrder(activity.outputProducts, linked.order),
                how: 'self',
              }}
              amountStep={<ActivityAmountsStep activity={activity} plan={plan} />}
              leaveAmountStep={leaveAmountStep}
              onStart={start}
              pending={run.pending}
              error={run.error}
            />
          )}
        </WizardBody>
      </EnterpriseOnly>
    </PageCard>
  );
}
