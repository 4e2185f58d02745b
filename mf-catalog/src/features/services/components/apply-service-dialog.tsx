import type { PublicService } from '@agrocadena/contracts';
import { ApplyLogisticDialog } from './apply-logistic-dialog';
import { ApplyProductionDialog } from './apply-production-dialog';

interface Props {
  service: PublicService;
  userId: string;
  onClose: () => void;
  onSent: () => void;
}

/** The application form of the service's kind (a transport's and a storage's come with their own pages). */
export function ApplyServiceDialog(props: Props) {
  const kind = props.service.type;
  if (kind === 'PRODUCTION') return <ApplyProductionDialog {...props} />;
  if (kind === 'LOGISTIC') return <ApplyLogisticDialog {...props} />;
  return null;
}
