import { useTranslation } from 'react-i18next';
import { LoadError, Skeleton, Typography } from '@agrocadena/shared-ui';
import { useRunFigures } from '../hooks/use-run-figures';
import { RunFiguresView } from './run-figures';

/** GET /executedActivities/{id}/figures in a run's details: inputs consumed and their cost, outputs, yields, cost per unit. */
export function RunFiguresSection({ runId }: { runId: string }) {
  const { t } = useTranslation('production');
  const { figures, error, reload } = useRunFigures(runId);
  return (
    <section data-testid="run-figures-section">
      <Typography.Title level={5}>{t('figures.title')}</Typography.Title>
      {error && <LoadError title={t('figures.loadError')} message={error} onRetry={reload} testId="run-figures-error" />}
      {!error && !figures && <Skeleton />}
      {figures && <RunFiguresView figures={figures} testId="run-figures" />}
    </section>
  );
}
