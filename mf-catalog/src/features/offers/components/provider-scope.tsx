import { useTranslation } from 'react-i18next';
import { Typography, Button } from '@agrocadena/shared-ui';

interface Props {
  /** The provider's name, when a card of theirs tells it. */
  name: string | null;
  onClear: () => void;
}

/** The catalogue shows one provider's offers (the providers list's "view products"): say so, and lead back to all. */
export function ProviderScope({ name, onClear }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <div className="cat-scope" data-testid="provider-scope">
      <Typography.Text strong>{name ? t('filter.onlyProvider', { name }) : t('filter.onlyThisProvider')}</Typography.Text>
      <Button type="link" size="large" onClick={onClear} data-testid="provider-scope-clear">
        {t('filter.allProviders')}
      </Button>
    </div>
  );
}
