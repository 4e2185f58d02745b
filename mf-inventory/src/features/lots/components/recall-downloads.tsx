import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { useTranslation } from 'react-i18next';
import type { Lot } from '@agrocadena/contracts';
import { Alert, Button } from '@agrocadena/shared-ui';
import { useRecallDownload } from '../hooks/use-recall-download';

/** The recall list to send or print: CSV for a spreadsheet, PDF to hand out. */
export function RecallDownloads({ lot }: { lot: Pick<Lot, '_id' | 'code'> }) {
  const { t } = useTranslation('inventory');
  const files = useRecallDownload(lot._id, `recall-${lot.code}`);
  return (
    <>
      <div className="inv-toolbar">
        <Button
          size="large"
          icon={<FileTextOutlined />}
          loading={files.pending === 'csv'}
          onClick={() => files.download('csv')}
          data-testid="recall-download-csv"
        >
          {t('lots.recall.downloadCsv')}
        </Button>
        <Button
          size="large"
          icon={<FilePdfOutlined />}
          loading={files.pending === 'pdf'}
          onClick={() => files.download('pdf')}
          data-testid="recall-download-pdf"
        >
          {t('lots.recall.downloadPdf')}
        </Button>
      </div>
      {files.error && (
        <Alert
          type="error"
          showIcon
          title={t('lots.recall.downloadFailed')}
          description={files.error}
          className="inv-form-alert"
          data-testid="recall-download-error"
        />
      )}
    </>
  );
}
