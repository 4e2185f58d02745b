import { useState, type ReactNode } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListBody, PageCard, Button } from '@agrocadena/shared-ui';
import '../../i18n/register';
import './activities.css';
import { EnterpriseOnly } from './enterprise-only';
import type { PagedRows } from '../hooks/paged-rows';

export type DefinitionAction = 'start' | 'edit' | 'delete';

export interface DefinitionsTableProps<T> {
  rows: T[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onAction: (action: DefinitionAction, row: T) => void;
}

interface Props<T> {
  /** Translation prefix and test ids: `<kind>.list.*`, `add-<singular>`, `create-first-<singular>`. */
  kind: 'activities' | 'processes';
  singular: 'activity' | 'process';
  createPath: string;
  startPath: (row: T) => string;
  /** One page of the user's definitions (usePagedList). */
  list: PagedRows<T>;
  table: (props: DefinitionsTableProps<T>) => ReactNode;
  /** Drawn only while a row is being edited or deleted: an on-demand dialog is fetched when drawn. */
  editDialog: (row: T, close: () => void) => ReactNode;
  deleteDialog: (row: T, close: () => void, onDeleted: () => void) => ReactNode;
}

/**
 * The list of what an enterprise defines for its production (activities, processes): 12 a page,
 * each with start (its wizard), edit (a dialog) and delete (after asking); an invitation when
 * there is none yet.
 */
export function DefinitionsListPage<T extends { _id: string }>({
  kind,
  singular,
  createPath,
  startPath,
  list,
  table,
  editDialog,
  deleteDialog,
}: Props<T>) {
  const { t } = useTranslation('production');
  const navigate = useNavigate();
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  function onAction(action: DefinitionAction, row: T) {
    if (action === 'start') navigate(startPath(row));
    else if (action === 'edit') setEditing(row);
    else setDeleting(row);
  }

  return (
    <PageCard title={t(`${kind}.list.title`)} subtitle={t(`${kind}.list.subtitle`)} width={1100} testId={`user-${kind}`}>
      <EnterpriseOnly>
        <div className="pr-toolbar">
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => navigate(createPath)} data-testid={`add-${singular}`}>
            {t(`${kind}.list.add`)}
          </Button>
        </div>
        <ListBody
          list={list}
          shown={list.items.length}
          errorTitle={t(`${kind}.list.loadError`)}
          errorTestId={`${kind}-load-error`}
          empty={{
            title: t(`${kind}.list.empty`),
            hint: t(`${kind}.list.emptyHint`),
            action: { label: t(`${kind}.list.createFirst`), to: createPath, testId: `create-first-${singular}` },
            testId: `${kind}-empty`,
          }}
        >
          {table({ rows: list.items, total: list.total, page: list.page, loading: list.loading, onPageChange: list.setPage, onAction })}
        </ListBody>
        {editing && editDialog(editing, () => setEditing(null))}
        {deleting &&
          deleteDialog(
            deleting,
            () => setDeleting(null),
            () => {
              setDeleting(null);
              list.goTo(1);
            },
          )}
      </EnterpriseOnly>
    </PageCard>
  );
}
