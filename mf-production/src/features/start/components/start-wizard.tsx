import type { ReactNode } from 'react';
import { Alert, Button, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { RunSteps } from '../../runs/components/run-steps';
import type { StartWhen } from '../rules/start-form';
import { HowStep } from './how-step';
import { WhenStep } from './when-step';
import './start.css';

export interface StartWizardValues {
  amounts?: Record<string, unknown>;
  how?: 'self';
  when?: StartWhen;
  scheduleDay?: string;
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
  pending: boolean;
  /** The server's refusal of the start. */
  error: string | null;
  /** A line while the start is under way (a process: the order and its metadata). */
  pendingText?: string;
}

/**
 * The three linear steps of a start (spec document 1 §2): how much, how (by me), when (now or a
 * day). Each step is marked done once left; back keeps what was typed. The main button reads
 * schedule when a day is chosen, start otherwise.
 */
export function StartWizard({ form, step, onStep, initialValues, amountStep, leaveAmountStep, onStart, pending, error, pendingText }: Props) {
  const { t } = useTranslation(['production', 'common']);
  const when = Form.useWatch('when', form);

  async function next() {
    if (step === 0 && !(await leaveAmountStep())) return;
    if (step === 1 && !(await validates(['how']))) return;
    onStep(step + 1);
  }

  async function validates(fields: string[]) {
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

  return (
    <Form form={form} layout="vertical" size="large" name="start-wizard" initialValues={initialValues} disabled={pending}>
      <RunSteps titles={[t('production:start.steps.amount'), t('production:start.steps.how'), t('production:start.steps.when')]} current={step} />
      <div hidden={step !== 0}>{amountStep}</div>
      {step === 1 && <HowStep />}
      {step === 2 && <WhenStep />}
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
        ) : (
          <Button type="primary" loading={pending} onClick={() => void start()} data-testid="start-submit">
            {when === 'scheduled' ? t('production:start.actions.schedule') : t('production:start.actions.start')}
          </Button>
        )}
      </div>
    </Form>
  );
}
