import type { ReactNode } from 'react';
import { Alert, Button } from '@agrocadena/shared-ui';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { useTranslation } from 'react-i18next';
import { RunSteps } from '../../../shared/components/run-steps';
import { outsourceOrder, type OutsourceOrder, type OutsourceValues, type WantedOutput } from '../rules/outsourcing';
import type { StartWhen } from '../rules/start-form';
import { HomologateStep } from './homologate-step';
import { HowStep } from './how-step';
import { WhenStep } from './when-step';
import './start.css';
import { Form, type FormInstance } from '@agrocadena/shared-ui/forms';

export interface StartWizardValues extends OutsourceValues {
  amounts?: Record<string, unknown>;
  how?: 'self' | 'outsourced';
  when?: StartWhen;
  scheduleDay?: string;
}

/** Outsourcing a run (step 2 "outsourced", step 3 the homologation): offered when given. */
export interface OutsourceOffer {
  /** My outputs the provider is to make, at the amounts of step 1. */
  outputs: readonly WantedOutput[];
  /** Off to /addProvider, to come back. */
  onAddProvider: () => void;
  /** The request: provider, service, required day and each output's counterpart. */
  onSend: (order: OutsourceOrder) => void;
}

interface Props {
  form: FormInstance<StartWizardValues>;
  /** The step shown (0-based), kept by the page: a choice in step 1 may move on by itself. */
  step: number;
  onStep: (step: number) => void;
  initialValues?: StartWizardValues;
  /** Step 1, how much: its fields, and whether one may leave it (it shows why not itself). */
  amountStep: ReactNode;
  leaveAmountStep: () => Promise<boolean>;
  /** The run sent: now, or on the day picked (yyyy-MM-dd). */
  onStart: (when: StartWhen, scheduleDay: string | undefined) => void;
  /** Outsourcing, when the run may be outsourced (not for a request made to me, nor an order's continuation). */
  outsource?: OutsourceOffer;
  /** Why the run cannot be done by me (short inputs), when it can still be outsourced. */
  selfProblem?: string | null;
  pending: boolean;
  /** The server's refusal of the start. */
  error: string | null;
  /** A line while the start is under way (a process: the order and its metadata). */
  pendingText?: string;
}

const OUTSOURCE_FIELDS = ['providerId', 'serviceId', 'requiredDate'];

/**
 * The three linear steps of a start (docs/domain.md#screens): how much, how (by me or outsourced),
 * and when (now or a day) — or, outsourced, the homologation of its products. Each step is marked
 * done once left; back keeps what was typed. The main button reads schedule when a day is chosen,
 * send request when outsourced, start otherwise.
 */
export function StartWizard(props: Props) {
  const { form, step, onStep, initialValues, amountStep, leaveAmountStep, onStart, outsource, selfProblem, pending, error, pendingText } = props;
  const { t } = useTranslation(['production', 'common']);
  const when = Form.useWatch('when', form);
  // Kept while step 2's field is gone (step 3).
  const outsourced = Form.useWatch('how', { form, preserve: true }) === 'outsourced' && outsource !== undefined;

  async function next() {
    if (step === 0 && !(await leaveAmountStep())) return;
    if (step === 1 && !(await validates(outsourced ? ['how', ...OUTSOURCE_FIELDS] : ['how']))) return;
    onStep(step + 1);
  }

  async function validates(fields: (string | string[])[]) {
    try {
      await form.validateFields(fields);
      return true;
    } catch {
      return false;
    }
  }

  async function start() {
    if (!(await validates(['when', 'scheduleDay']))) return;
    const values = form.getFieldsValue(true);
    onStart(values.when as StartWhen, values.scheduleDay);
  }

  async function send() {
    if (!outsource || !(await validates(outsource.outputs.map((output) => ['counterparts', output.product._id])))) return;
    const order = outsourceOrder(form.getFieldsValue(true), outsource.outputs);
    if (order) outsource.onSend(order);
  }

  return (
    <Form form={form} layout="vertical" size="large" name="start-wizard" initialValues={initialValues} disabled={pending}>
      <RunSteps
        titles={[
          t('production:start.steps.amount'),
          t('production:start.steps.how'),
          outsourced ? t('production:start.steps.homologate') : t('production:start.steps.when'),
        ]}
        current={step}
      />
      <div hidden={step !== 0}>{amountStep}</div>
      {step === 1 && <HowStep outsourcing={outsource !== undefined} selfProblem={selfProblem} onAddProvider={() => outsource?.onAddProvider()} />}
      {step === 2 && (outsourced ? <HomologateStep outputs={outsource.outputs} /> : <WhenStep />)}
      {pending && (
        <div className="pr-start-progress" role="progressbar" aria-busy="true" aria-label={pendingText} data-testid="start-progress">
          <div className="pr-start-progress-bar" />
          {pendingText && <span>{pendingText}</span>}
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} className="pr-form-error" data-testid="start-error" />}
      <div className="pr-form-actions">
        {step > 0 && (
          <Button onClick={() => onStep(step - 1)} data-testid="start-back">
            {t('common:actions.back')}
          </Button>
        )}
        {step < 2 ? (
          <Button type="primary" onClick={() => void next()} data-testid="start-continue">
            {t('common:actions.continue')}
          </Button>
        ) : outsourced ? (
          <Button type="primary" icon={<SendOutlined />} loading={pending} onClick={() => void send()} data-testid="start-send">
            {t('production:start.actions.send')}
          </Button>
        ) : (
          <Button type="primary" loading={pending} onClick={() => void start()} data-testid="start-submit">
            {when === 'scheduled' ? t('production:start.actions.schedule') : t('production:start.actions.start')}
          </Button>
        )}
      </div>
    </Form>
  );
}
