import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isShort } from '@agrocadena/contracts/rules';
import { PageCard, takeNewProvider, useToast } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../shared/components/activities.css';
import { EnterpriseOnly } from '../shared/components/enterprise-only';
import { WizardBody } from '../features/start/components/wizard-body';
import { StartWizard, type StartWizardValues } from '../features/start/components/start-wizard';
import { ActivityAmountsStep } from '../features/start/components/activity-amounts-step';
import { useRunPlan } from '../features/start/hooks/use-run-plan';
import { useOrderDetail } from '../features/orders/hooks/use-order-detail';
import { useCarriedRequest } from '../features/start/hooks/use-carried-request';
import { useStartActivityRun } from '../features/start/hooks/use-start-activity-run';
import { amountsFromOrder, amountsFromRequest, needsFor, wantedAmounts, type StartWhen } from '../features/start/rules/start-form';
import { wantedOutputs, type OutsourceOrder } from '../features/start/rules/outsourcing';
import { takeStartDraft, writeStartDraft } from '../features/start/rules/start-draft';
import { orderLabel } from '../shared/rules/run-labels';
import { Form } from '@agrocadena/shared-ui/forms';

/**
 * /startActivity?activityId=…[&productionOrder=…|&requestId=…]: run an activity by me, now or on a
 * day, or outsource it to one of my providers (a PRODUCTION request to it, by a required day). With a
 * production order (from the next-activity check) the run continues that order, pre-filled from it;
 * with a production request made to me (accepting it, from the received requests) the run carries
 * the request out, pre-filled with what was asked. Both of those are run by me.
 */
export default function StartActivityPage() {
  const { t } = useTranslation(['production', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activityId = params.get('activityId');
  const requestId = params.get('requestId');
  const orderId = requestId ? null : params.get('productionOrder');
  const outsourcing = !requestId && !orderId;
  // Back from /addProvider?redirect=back: the amounts typed, outsourced, the provider just added.
  const [restored] = useState(() => {
    const draft = outsourcing && activityId ? takeStartDraft(sessionStorage, `activity:${activityId}`) : null;
    return draft ? { amounts: draft.amounts, providerId: takeNewProvider() ?? undefined } : null;
  });
  const { plan, error, reload } = useRunPlan('activity', activityId);
  const linked = useOrderDetail(orderId);
  const asked = useCarriedRequest(requestId);
  const run = useStartActivityRun({ orderId, requestId });
  const [form] = Form.useForm<StartWizardValues>();
  const [step, setStep] = useState(restored ? 1 : 0);
  const activity = plan?.activities[0];
  const amounts = Form.useWatch('amounts', form) as Record<string, unknown> | undefined;
  const short = activity !== undefined && plan !== undefined && isShort(needsFor(activity, plan, amounts));
  // What could not be read (the activity, the order or the request), to read it again.
  const failed = (why: string, onRetry: () => void) => ({ title: t('production:start.activity.loadError'), message: why, onRetry });
  const loadError = error ? failed(error, reload) : linked.error ? failed(linked.error, linked.reload) : asked.loadError;

  async function leaveAmountStep() {
    try {
      await form.validateFields(activity?.outputProducts.map((line) => ['amounts', line.product._id]) ?? []);
    } catch {
      return false;
    }
    // The short inputs are marked in the step itself; an outsourced run uses its provider's.
    if (activity === undefined || plan === undefined) return false;
    return !isShort(needsFor(activity, plan, form.getFieldValue('amounts'))) || (outsourcing && form.getFieldValue('how') === 'outsourced');
  }

  async function outsourceInstead() {
    form.setFieldsValue({ how: 'outsourced' });
    if (await leaveAmountStep()) setStep(1);
  }

  function addProvider() {
    writeStartDraft(sessionStorage, { of: `activity:${activityId ?? ''}`, amounts: form.getFieldValue('amounts') ?? {} });
    navigate('/addProvider?redirect=back');
  }

  function send(order: OutsourceOrder) {
    if (!activity) return;
    run.outsource(activity._id, wantedAmounts(form.getFieldValue('amounts')), order, () => {
      toast.success(t('production:outsource.sent'));
      navigate('/scheduledActivities');
    });
  }

  function start(when: StartWhen, day: string | undefined) {
    if (!activity) return;
    const scheduleTime = when === 'scheduled' && day ? day : undefined;
    run.start(activity._id, wantedAmounts(form.getFieldValue('amounts')), scheduleTime, () => {
      toast.success(t(when === 'now' ? 'production:start.activity.started' : 'production:start.activity.scheduled'));
      navigate(when === 'scheduled' ? '/scheduledActivities' : orderId ? '/activeProductionOrders' : '/runningActivities');
    });
  }

  const subtitle = orderId
    ? t('production:start.activity.forOrder', { order: orderLabel(orderId) })
    : (asked.subtitle ?? t('production:start.activity.subtitle'));
  const back = requestId ? asked.back : { to: orderId ? '/pausedProductionOrders' : '/userActivities', label: t('production:start.activity.back') };

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
              initialValues={
                restored
                  ? { amounts: restored.amounts, how: 'outsourced', providerId: restored.providerId }
                  : {
                      amounts: requestId
                        ? amountsFromRequest(activity.outputProducts, asked.request)
                        : amountsFromOrder(activity.outputProducts, linked.order),
                      how: 'self',
                    }
              }
              amountStep={
                <ActivityAmountsStep activity={activity} plan={plan} onOutsource={outsourcing ? () => void outsourceInstead() : undefined} />
              }
              leaveAmountStep={leaveAmountStep}
              onStart={start}
              outsource={
                outsourcing
                  ? {
                      outputs: wantedOutputs(
                        activity.outputProducts.map((line) => line.product),
                        wantedAmounts(amounts),
                      ),
                      onAddProvider: addProvider,
                      onSend: send,
                    }
                  : undefined
              }
              selfProblem={short ? t('common:validation.notEnoughProducts') : null}
              pending={run.pending}
              error={run.error}
            />
          )}
        </WizardBody>
      </EnterpriseOnly>
      {run.expiredDialog}
    </PageCard>
  );
}
