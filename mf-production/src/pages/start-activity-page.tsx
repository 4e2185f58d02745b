import { useState } from 'react';
import { App, Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isShort } from '@agrocadena/contracts/core';
import { PageCard } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../features/activities/components/activities.css';
import { EnterpriseOnly } from '../features/access/enterprise-only';
import { WizardBody } from '../features/start/components/wizard-body';
import { StartWizard, type StartWizardValues } from '../features/start/components/start-wizard';
import { ActivityAmountsStep } from '../features/start/components/activity-amounts-step';
import { useRunPlan } from '../features/start/hooks/use-run-plan';
import { useOrderDetail } from '../features/orders/hooks/use-order-detail';
import { useExecuteRun } from '../features/start/hooks/use-execute-run';
import { amountsFromOrder, needsFor, scheduleTimeOf, wantedAmounts, type StartWhen } from '../features/start/rules/start-form';
import { orderLabel } from '../features/runs/rules/run-labels';

/**
 * /startActivity?activityId=…[&productionOrder=…]: run an activity by me, now or on a day. With a
 * production order (from the next-activity check) the run continues that order, pre-filled from it.
 */
export default function StartActivityPage() {
  const { t } = useTranslation(['production', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activityId = params.get('activityId');
  const orderId = params.get('productionOrder');
  const { plan, error, reload } = useRunPlan('activity', activityId);
  const linked = useOrderDetail(orderId);
  const execute = useExecuteRun();
  const [form] = Form.useForm<StartWizardValues>();
  const [step, setStep] = useState(0);
  const activity = plan?.activities[0];

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
    const wanted = wantedAmounts(form.getFieldValue('amounts'));
    const scheduled = when === 'scheduled' && day ? { scheduleTime: scheduleTimeOf(day) } : {};
    execute.mutate(
      {
        run: {
          activityId: activity._id,
          expectedOutputProducts: Object.entries(wanted).map(([id, amount]) => ({ id, amount })),
          ...(orderId ? { productionOrder: orderId } : {}),
          ...scheduled,
        },
      },
      {
        onSuccess: () => {
          void message.success(t(when === 'now' ? 'production:start.activity.started' : 'production:start.activity.scheduled'));
          navigate(when === 'scheduled' ? '/scheduledActivities' : orderId ? '/activeProductionOrders' : '/runningActivities');
        },
      },
    );
  }

  return (
    <PageCard
      title={activity ? t('production:start.activity.title', { name: activity.name }) : t('production:start.activity.titleBlank')}
      subtitle={orderId ? t('production:start.activity.forOrder', { order: orderLabel(orderId) }) : t('production:start.activity.subtitle')}
      back={{ to: orderId ? '/pausedProductionOrders' : '/userActivities', label: t('production:start.activity.back') }}
      width={760}
      testId="start-activity"
    >
      <EnterpriseOnly>
        <WizardBody
          missing={
            activityId ? null : { text: t('production:start.activity.missing'), to: '/userActivities', label: t('production:start.activity.back') }
          }
          loadError={
            error || linked.error
              ? {
                  title: t('production:start.activity.loadError'),
                  message: (error ?? linked.error) as string,
                  onRetry: error ? reload : linked.reload,
                }
              : null
          }
          ready={Boolean(plan && activity && linked.ready)}
        >
          {plan && activity && (
            <StartWizard
              form={form}
              step={step}
              onStep={setStep}
              initialValues={{ amounts: amountsFromOrder(activity.outputProducts, linked.order), how: 'self' }}
              amountStep={<ActivityAmountsStep activity={activity} plan={plan} />}
              leaveAmountStep={leaveAmountStep}
              onStart={start}
              pending={execute.isPending}
              error={execute.error?.message ?? null}
            />
          )}
        </WizardBody>
      </EnterpriseOnly>
    </PageCard>
  );
}
