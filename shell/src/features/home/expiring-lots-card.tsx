import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lot } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { capabilitiesOf, expiryState } from '@agrocadena/contracts/rules';
import { Card, formatAmount, formatDay, registerNamespace, routeQuery, Tag, useSessionStore } from '@agrocadena/shared-ui';
import es from '../../i18n/home-lots.es.json';
import en from '../../i18n/home-lots.en.json';
import './home.css';

// Its own namespace, loaded with the card: the shell's namespace comes with the landing page.
const NS = 'homeLots';
registerNamespace(NS, { es, en });

/** How many lots the card names; the rest it counts. */
const SHOWN = 6;

function LotRow({ lot }: { lot: Lot }) {
  const { t, i18n } = useTranslation(NS);
  const state = expiryState(lot.expiresOn, lot.expiryWarningDays);
  const day = formatDay(lot.expiresOn);
  return (
    <li>
      <Link to={`/products/${lot.product._id}`} className="home-lot" data-testid={`home-lot-${lot.code}`} data-expiry={state}>
        <span className="home-lot-name">
          <strong>{lot.code}</strong> · {lot.product.name}
          {state !== 'fresh' && (
            <>
              {' '}
              <Tag className={`home-lot-tag home-lot-tag--${state}`}>{t(state === 'expired' ? 'expired' : 'near')}</Tag>
            </>
          )}
        </span>
        <span className="home-lot-facts">
          {t('left', { amount: formatAmount(lot.left ?? 0, i18n.language), unit: lot.product.unitMeasure })}
          {day && ` · ${t(state === 'expired' ? 'expiredOn' : 'expiresOn', { day })}`}
        </span>
      </Link>
    </li>
  );
}

/**
 * The caller's lots past their expiry or within their product's warning days, soonest first, each
 * opening its product; for the user types that keep products, and only when there are some.
 */
export function ExpiringLotsCard() {
  const { t } = useTranslation(NS);
  const keepsProducts = capabilitiesOf(useSessionStore((s) => s.user?.userType)).keepsProducts;
  const lots = useQuery({ ...routeQuery(routes.expiringLots), enabled: keepsProducts });
  if (!keepsProducts || !lots.data || lots.data.length === 0) return null;
  const rest = lots.data.length - SHOWN;
  return (
    <Card
      className="home-lots"
      title={
        <span>
          <ClockCircleOutlined /> {t('title')}
        </span>
      }
      data-testid="home-lots"
    >
      <ul className="home-lots-list">
        {lots.data.slice(0, SHOWN).map((lot) => (
          <LotRow key={lot._id} lot={lot} />
        ))}
      </ul>
      {rest > 0 && (
        <p className="home-lots-more" data-testid="home-lots-more">
          {t('more', { count: rest })}
        </p>
      )}
    </Card>
  );
}
