import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../hooks/use-phone-layout';
import { pageItems } from './page-items';
import './pager.css';

interface Props {
  /** 1-based page shown. */
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** The total beside the pages (a paged list shows it above the table on a phone instead). */
  showTotal?: boolean;
}

/**
 * Pages of a list: on a wide screen the first, the last and two on each side of the current page;
 * on a phone one line of finger-sized buttons — previous, "5 / 10", next. Nothing when one page holds all.
 */
export function Pager({ page, total, pageSize, onChange, showTotal = true }: Props) {
  const { t } = useTranslation('common');
  const phone = usePhoneLayout();
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  const go = (target: number) => () => onChange(Math.min(Math.max(target, 1), pageCount));
  return (
    <nav className="ac-pager" aria-label={t('pagination.label')} data-testid="pager">
      {showTotal && !phone && <span className="ac-pager-total">{t('pagination.total', { total })}</span>}
      <button type="button" className="ac-pager-button" onClick={go(page - 1)} disabled={page <= 1} aria-label={t('pagination.previous')}>
        <LeftOutlined aria-hidden />
      </button>
      {phone ? (
        <span className="ac-pager-simple" data-testid="pager-position">
          {page} / {pageCount}
        </span>
      ) : (
        pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap-${index}`} className="ac-pager-gap" aria-hidden>
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              className="ac-pager-button ac-pager-page"
              title={String(item)}
              aria-label={t('pagination.page', { page: item })}
              aria-current={item === page ? 'page' : undefined}
              onClick={go(item)}
            >
              {item}
            </button>
          ),
        )
      )}
      <button type="button" className="ac-pager-button" onClick={go(page + 1)} disabled={page >= pageCount} aria-label={t('pagination.next')}>
        <RightOutlined aria-hidden />
      </button>
    </nav>
  );
}
