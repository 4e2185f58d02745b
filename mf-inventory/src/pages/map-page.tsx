import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Inline, LoadError, PageCard, PlaceMap, Typography, useSessionStore, Spin } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../features/branch-offices/components/branch-offices.css';
import { useAllBranchOffices } from '../features/branch-offices/hooks/use-all-branch-offices';
import { toMapMarker } from '../features/branch-offices/components/office-popup';

/** /map: every office of mine as a marker; the view frames them all. */
export default function MapPage() {
  const { t } = useTranslation(['inventory', 'common']);
  const userId = useSessionStore((s) => s.user?._id);
  const { offices, loading, error, reload } = useAllBranchOffices(userId);
  const markers = useMemo(() => offices.map(toMapMarker), [offices]);

  return (
    <PageCard
      title={t('inventory:branchOffices.map.title')}
      subtitle={t('inventory:branchOffices.map.subtitle')}
      back={{ to: '/userBranchOffices', label: t('inventory:branchOffices.create.back') }}
      width={1100}
      testId="offices-map-page"
    >
      <div className="bo-map-status" aria-live="polite">
        {loading ? (
          <Inline data-testid="offices-map-loading">
            <Spin size="small" />
            <Typography.Text type="secondary">{t('inventory:branchOffices.map.loading')}</Typography.Text>
          </Inline>
        ) : error ? null : offices.length === 0 ? (
          <Typography.Text type="secondary" data-testid="offices-map-empty">
            {t('inventory:branchOffices.map.empty')} <Link to="/createBranchOffice">{t('inventory:branchOffices.map.createOne')}</Link>
          </Typography.Text>
        ) : (
          <Typography.Text data-testid="offices-map-count">{t('inventory:branchOffices.map.count', { count: offices.length })}</Typography.Text>
        )}
      </div>
      {error && <LoadError title={t('inventory:branchOffices.list.loadFailed')} message={error} onRetry={reload} testId="offices-load-error" />}
      <PlaceMap
        markers={markers}
        markerTestId="office-marker"
        fitToMarkers
        height={520}
        label={t('inventory:branchOffices.map.label')}
        testId="branch-office-map"
      />
    </PageCard>
  );
}
