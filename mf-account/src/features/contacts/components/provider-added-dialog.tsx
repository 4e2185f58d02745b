import { useTranslation } from 'react-i18next';
import { LinkButton, Button } from '@agrocadena/shared-ui';
import { Space } from '@agrocadena/shared-ui/forms';
import { SuccessDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  /** The provider just added. */
  name: string;
  onAddMore: () => void;
}

/** After adding (docs/domain.md#contacts): stay and add more, or go to the providers list. Shown while mounted. */
export function ProviderAddedDialog({ name, onAddMore }: Props) {
  const { t } = useTranslation('account');
  return (
    <SuccessDialog
      open
      title={t('contacts.search.added', { name })}
      testId="provider-added"
      actions={
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button size="large" onClick={onAddMore} data-testid="provider-added-more">
            {t('contacts.search.addMore')}
          </Button>
          <LinkButton to="/providers" type="primary" size="large" data-testid="provider-added-go">
            {t('contacts.search.goToProviders')}
          </LinkButton>
        </Space>
      }
    />
  );
}
