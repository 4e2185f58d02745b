import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { formatAmount, formatCOP, Tag, Typography } from '@agrocadena/shared-ui';
import { amountOf, kindOf, priceOf, requestName } from '../../../shared/rules/request-labels';

interface Props {
  request: Request;
  /** The amount beside a product's name (the lists with no amount column of their own). */
  withAmount?: boolean;
}

/** What a request asks for: the name, a product or service tag, the amount, the price that stands. */
export function RequestSummary({ request, withAmount = false }: Props) {
  const { t, i18n } = useTranslation('requests');
  const amount = withAmount ? amountOf(request) : null;
  const price = priceOf(request);
  return (
    <span className="rq-summary" data-testid="request-summary">
      <span>
        {requestName(request) ?? t('request.shipping')}
        {amount && ` · ${formatAmount(amount.amount, i18n.language)} ${amount.unit}`}
      </span>
      <span>
        <Tag className="rq-kind" data-testid="request-kind">
          {t(`kinds.${kindOf(request)}`)}
        </Tag>
      </span>
      {price && (
        <Typography.Text type="secondary" className="rq-price">
          {t(`request.${price.label}`, { price: formatCOP(price.value, i18n.language) })}
        </Typography.Text>
      )}
    </span>
  );
}
