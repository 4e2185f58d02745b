import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { processNeeds } from '@agrocadena/contracts/rules';
import { PageCard, takeNewProvider, Button } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../shared/components/activities.css';
import { EnterpriseOnly } from '../shared/components/enterprise-only';
import { WizardBody } from '../features/start/components/wizard-body';
import { StartWizard, type StartWizardValues } from '../features/start/components/start-wizard';
import { ProcessAmountsStep, type Calculation } from '../features/start/components/process-amounts-step';
import { useRunPlan } from '../features/start/hooks/use-run-plan';
import { useOpenRun, type RunOpening } from '../features/start/hooks/use-execute-run';
import { useCarriedRequest } from '../features/start/hooks/use-carried-request';
import { orderWants, principalChoice, principalOf, principalRun, secondaryChoice, type RunChoice } from '../features/start/rules/process-choice';
import type { SecondaryOption } from '@agrocadena/contracts/rules';
import { amountsFromRequest, amountsToProduce, planProducts, wantedAmounts, type StartWhen } from '../features/start/rules/start-form';
import { outsourceBody, wantedOutputs, type OutsourceOrder } from '../features/start/rules/outsourcing';
import { takeStartDraft, writeStartDraft } from '../features/start/rules/start-draft';
import { Form } from '@agrocadena/shared-ui/forms';
import { SuccessDialog } from '@agrocadena/shared-ui/antd-forms';

const sameAmounts = (a: Record<string, number>, b: Record<string, number>) => JSON.stringify(a) === JSON.stringify(b);

/** How the order's first run went: started now, scheduled, or outsourced (a request to a provider). */
type Started = StartWhen | 'outsourced';
const AFTER: Record<Started, { text: string; to: string }> = {
  now: { text: 'production:start.process.startedText', to: '/activeProductionOrders' },
  scheduled: { text: 'production:start.process.scheduledText', to: '/scheduledProductionOrders' },
  outsourced: { text: 'production:start.process.outsourcedText', to: '/scheduledProductionOrders' },
};

/**
 * /startProcess?processId=…[&requestId=…]: a production order of one of my processes. Step 1
 * computes what the whole chain needs and which activity can start it; the start is one
 * executeActivity with the process as production order and what the order is to deliver
 * (`orderWants`: the API plans the order in the same transaction) — by me, or outsourced to one of
 * my providers (the chosen activity's outputs homologated with its service's). With a production
 * request made to me for a service that offers the process (accepting it, from the received
 * requests), the order carries the request out, pre-filled with what was asked and run by me: the
 * start is acceptServiceRequest with the chosen activity and the same `orderWants`.
 */
export default function StartProcessPage() {
  const { t } = useTranslation(['production', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const processId = params.get('processId');
  const requestId = params.get('requestId');
  const { plan, error, reload } = useRunPlan('process', processId);
  const asked = useCarriedRequest(requestId);
  // Back from /addProvider?redirect=back: the amounts typed, outsourced, the provider just added.
  const [restored] = useState(() => {
    const draft = processId && !requestId ? takeStartDraft(sessionStorage, `process:${processId}`) : null;
    return draft ? { amounts: draft.amounts, how: 'outsourced' as const, providerId: takeNewProvider() ?? undefined } : null;
  });
  const execute = useOpenRun();
  const [form] = Form.useForm<StartWizardValues>();
  const [step, setStep] = useState(0);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [choice, setChoice] = useState<RunChoice | null>(null);
  // The chosen step is one my stock cannot start: only a provider may make it.
  const [choiceShort, setChoiceShort] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  // A calculation holds only while the amounts are those it was made for.
  const amounts = Form.useWatch('amounts', form) as Record<string, unknown> | undefined;
  const current = calculation && sameAmounts(calculation.wanted, wantedAmounts(amounts)) ? calculation : null;

  function calculate(): Calculation | null {
    if (!plan) return null;
    const wanted = amountsToProduce(form.getFieldValue('amounts'));
    setChoice(null);
    if (!wanted) {
      setCalculation(null);
      setStepError(t('common:validation.enterAmountToProduce'));
      return null;
    }
    const needs = processNeeds(plan.activities, wanted, plan.stock);
    setCalculation({ wanted, needs });
    // Nothing short: the principal itself is what starts.
    setChoice(principalChoice(plan, wanted, needs));
    setStepError(null);
    return { wanted, needs };
  }

  async function leaveAmountStep() {
    // Continue before Calculate calculates; it moves on by itself only when nothing is short.
    if (!current) return calculate()?.needs.short === false;
    if (!choice) setStepError(t('common:validation.chooseActivity'));
    return choice !== null;
  }

  function choose(made: RunChoice, short = false) {
    setChoice(made);
    setChoiceShort(short);
    setStepError(null);
    setStep(1);
  }

  /** A step my stock cannot start, made by a provider: step 2 opens on outsourcing. */
  function outsourceStep(option?: SecondaryOption) {
    if (!plan || !current) return;
    form.setFieldsValue({ how: 'outsourced' });
    choose(option ? secondaryChoice(option) : principalRun(plan, current.wanted), true);
  }

  function start(when: StartWhen, day: string | undefined) {
    if (!plan || !processId || !current || !choice) return;
    // The day as picked: the API keeps it as that day whatever zone the phone is in.
    const scheduled = when === 'scheduled' && day ? { scheduleTime: day } : {};
    const wants = orderWants(current.wanted);
    // For a request made to me, its acceptance opens the order (of the service's process).
    const opening: RunOpening = requestId
      ? { accept: { requestId, activityId: choice.activity, expectedOutputProducts: choice.outputs, orderWants: wants, ...scheduled } }
      : { run: { activityId: choice.activity, expectedOutputProducts: choice.outputs, productionOrder: processId, orderWants: wants, ...scheduled } };
    execute.start(opening, () => setStarted(when));
  }

  function addProvider() {
    writeStartDraft(sessionStorage, { of: `process:${processId ?? ''}`, amounts: form.getFieldValue('amounts') ?? {} });
    navigate('/addProvider?redirect=back');
  }

  function send(order: OutsourceOrder) {
    if (!plan || !processId || !current || !choice) return;
    execute.start(
      { run: { ...outsourceBody(choice.activity, choice.outputs, order), productionOrder: processId, orderWants: orderWants(current.wanted) } },
      () => setStarted('outsourced'),
    );
  }

  // The chosen activity's outputs, to homologate when outsourced.
  const products = plan ? planProducts(plan) : {};
  const outputs = choice
    ? wantedOutputs(
        choice.outputs.flatMap((line) => (products[line.id] ? [products[line.id]] : [])),
        Object.fromEntries(choice.outputs.map((line) => [line.id, line.amount])),
      )
    : [];

  return (
    <PageCard
      title={t('production:start.process.title')}
      subtitle={requestId ? (asked.subtitle ?? t('production:start.process.subtitle')) : (plan?.name ?? t('production:start.process.subtitle'))}
      back={requestId ? asked.back : { to: '/userProcesses', label: t('production:start.process.back') }}
      width={860}
      testId="start-process"
    >
      <EnterpriseOnly>
        <WizardBody
          missing={
            processId ? null : { text: t('production:start.process.missing'), to: '/userProcesses', label: t('production:start.process.back') }
          }
          loadError={error ? { title: t('production:start.process.loadError'), message: error, onRetry: reload } : asked.loadError}
          ready={Boolean(plan && asked.ready)}
        >
          {plan && (
            <StartWizard
              form={form}
              step={step}
              onStep={setStep}
              initialValues={restored ?? { amounts: amountsFromRequest(principalOf(plan).outputProducts, asked.request), how: 'self' }}
              amountStep={
                <ProcessAmountsStep
                  plan={plan}
                  calculation={current}
                  choice={choice}
                  error={stepError}
                  onCalculate={calculate}
                  onChoosePrincipal={() => current && choose(principalChoice(plan, current.wanted, current.needs)!)}
                  onChooseSecondary={(option) => choose(secondaryChoice(option))}
                  onOutsource={requestId ? undefined : outsourceStep}
                />
              }
              leaveAmountStep={leaveAmountStep}
              onStart={start}
              outsource={requestId ? undefined : { outputs, onAddProvider: addProvider, onSend: send }}
              selfProblem={choiceShort ? t('common:validation.notEnoughProducts') : null}
              pending={execute.pending}
              pendingText={t('production:start.process.starting')}
              error={execute.error}
            />
          )}
        </WizardBody>
      </EnterpriseOnly>
      {execute.expiredDialog}
      <SuccessDialog
        open={started !== null}
        title={t('common:success.successfulOperation')}
        text={t(AFTER[started ?? 'now'].text)}
        testId="start-success"
        actions={
          <Button type="primary" data-testid="start-success-accept" onClick={() => navigate(AFTER[started ?? 'now'].to)}>
            {t('common:actions.accept')}
          </Button>
        }
      />
    </PageCard>
  );
}
