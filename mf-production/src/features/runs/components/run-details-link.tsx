import { useTranslation } from 'react-i18next';
import { Alert, onDemand } from '@agrocadena/shared-ui';
import { useRunDetailsLink } from '../hooks/use-run-details-link';
import '../../../shared/components/activities.css';

// The dialog (and antd, which draws it) comes only when a link names a run.
const RunDetailsDialog = onDemand(() => import('./run-details-dialog').then((module) => module.RunDetailsDialog));

/** The details of the run `?run=<id>` names (useRunDetailsLink), or why it could not be opened. */
export function RunDetailsLink() {
  const { t } = useTranslation('production');
  const { run, error, close } = useRunDetailsLink();
  return (
    <>
      {error && (
        <Alert type="error" showIcon title={t('runs.link.unreadable')} description={error} className="pr-form-error" data-testid="run-link-error" />
      )}
      {run && <RunDetailsDialog key={run._id} run={run} onClose={close} />}
    </>
  );
}
