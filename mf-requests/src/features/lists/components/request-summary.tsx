import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { formatAmount, formatCOP, formatDay, Tag, Typography } from '@agrocadena/shared-ui';
import { amountOf, kindOf, priceOf, requestName } from '../../../shared/rules/request-labels';

interface Props {
  request: Request;
  /** The amount beside a product's name (the lists with no amount column of their own). */
  withAmount?: boolean;
}

/**
 * What a request asks for: the name, a product or service tag, the amount, the price that stands,
 * and on the lists where someone must answer it (`withAmount`) what a service was asked for: its
 * goods and amounts, the day it is needed by or ships on, the route and the storage days.
 */
export function RequestSummary({ request, withAmount = false }: Props) {
  const { t, i18n } = useTranslation('requests');
  const amount = withAmount ? amountOf(request) : null;
  const price = priceOf(request);
  const route =
    request.originAddress && request.destinationAddress ? `${request.originAddress.town.name} → ${request.destinationAddress.town.name}` : null;
  const asked = withAmount
    ? [
        request.products.map((line) => `${line.product.name} ${formatAmount(line.amount, i18n.language)} ${line.product.unitMeasure}`).join(', '),
        request.requiredDate && t('request.neededBy', { day: formatDay(request.requiredDate) }),
        route,
        request.wishDate && t('request.shipsOn', { day: formatDay(request.wishDate) }),
        request.startDate && request.finishedDate && t('request.stored', { from: formatDay(request.startDate), to: formatDay(request.finishedDate) }),
      ].filter(Boolean)
    : [];
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
      {asked.length > 0 && (
        <Typography.Text type="secondary" className="rq-asked" data-testid="request-asked">
          {asked.join(' · ')}
        </Typography.Text>
      )}
      {price && (
        <Typography.Text type="secondary" className="rq-price">
          {t(`request.${price.label}`, { price: formatCOP(price.value, i18n.language) })}
        </Typography.Text>
      )}
    </span>
  );
}
