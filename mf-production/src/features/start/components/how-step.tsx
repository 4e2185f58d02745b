import { useTranslation } from 'react-i18next';
import { OutsourceFields } from './outsource-fields';
import { useProvidersWithServices } from '../hooks/use-outsourcing';
import { Form, Radio } from '@agrocadena/shared-ui/forms';
import { Typography } from '@agrocadena/shared-ui';

interface Props {
  /** Outsourcing offered (not for a request made to me nor a production order's continuation). */
  outsourcing: boolean;
  /** Why the run cannot be done by me (its inputs are short), or null. */
  selfProblem?: string | null;
  /** Off to add a provider (the wizard keeps what was typed). */
  onAddProvider: () => void;
}

/**
 * Step 2, how the run is done (docs/domain.md#outsourcing): by me, or outsourced to one of my
 * providers through one of its production services, by a required completion date.
 */
export function HowStep({ outsourcing, selfProblem = null, onAddProvider }: Props) {
  const { t } = useTranslation(['production', 'common']);
  const how = Form.useWatch('how') as string | undefined;
  const outsourced = outsourcing && how === 'outsourced';
  const providers = useProvidersWithServices(outsourced);
  const noProvider = providers.error !== null || providers.providers?.length === 0;

  return (
    <>
      <Form.Item
        name="how"
        label={t('production:start.how.label')}
        rules={[
          { required: true },
          {
            validator: async (_, value: unknown) => {
              if (value === 'self' && selfProblem) throw new Error(selfProblem);
              if (value === 'outsourced' && noProvider) throw new Error(t('production:outsource.needsProvider'));
            },
          },
        ]}
      >
        <Radio.Group orientation="vertical" data-testid="start-how">
          <Radio value="self" data-testid="start-how-self">
            {t('production:start.how.self')}
            <Typography.Paragraph type="secondary" className="pr-start-option-hint">
              {t('production:start.how.selfHint')}
            </Typography.Paragraph>
          </Radio>
          {outsourcing && (
            <Radio value="outsourced" data-testid="start-how-outsourced">
              {t('production:start.how.outsourced')}
              <Typography.Paragraph type="secondary" className="pr-start-option-hint">
                {t('production:start.how.outsourcedHint')}
              </Typography.Paragraph>
            </Radio>
          )}
        </Radio.Group>
      </Form.Item>
      {outsourced && <OutsourceFields {...providers} onAddProvider={onAddProvider} />}
    </>
  );
}
