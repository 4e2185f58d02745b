import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { formatAmount } from '@agrocadena/shared-ui';
import { amountOf } from '../../../shared/rules/request-labels';

/** The amount column: a product request's accepted (else asked) amount, a service's outputs line by line. */
export function RequestAmount({ request }: { request: Request }) {
  const { i18n } = useTranslation();
  const amount = amountOf(request);
  if (amount) return <>{`${formatAmount(amount.amount, i18n.language)} ${amount.unit}`}</>;
  if (request.products.length === 0) return <>—</>;
  return (
    <ul className="rq-lines">
      {request.products.map((line) => (
        <li key={line.product._id}>
          {line.product.name}: {formatAmount(line.amount, i18n.language)} {line.product.unitMeasure}
        </li>
      ))}
    </ul>
  );
}
