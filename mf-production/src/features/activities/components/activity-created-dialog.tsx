import { Button } from '@agrocadena/shared-ui';
import { useTranslation } from 'react-i18next';
import { SuccessDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  activityName: string | null;
  onGoToList: () => void;
  onCreateAnother: () => void;
}

/** "Activity created successfully" (a success code: docs/domain.md#errors), with the two ways on: the list, or another one. */
export function ActivityCreatedDialog({ activityName, onGoToList, onCreateAnother }: Props) {
  const { t } = useTranslation(['production', 'common']);
  return (
    <SuccessDialog
      open={activityName !== null}
      testId="activity-created-dialog"
      title={t('common:success.activityCreated')}
      text={activityName ? t('production:activities.create.successHint', { name: activityName }) : undefined}
      actions={[
        <Button key="another" size="large" onClick={onCreateAnother} data-testid="activity-create-another">
          {t('production:activities.create.createAnother')}
        </Button>,
        <Button key="list" type="primary" size="large" onClick={onGoToList} data-testid="activity-created-accept">
          {t('production:activities.create.goToList')}
        </Button>,
      ]}
    />
  );
}
