import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, LinkButton, isUnreadable, numberProblemMessage, type DataColumn, Typography, Alert } from '@agrocadena/shared-ui';
import type { SimpleProduct } from '@agrocadena/contracts';
import { chooserSelectionIsValid, productsMatching, type ActivitySide, type ChosenProduct } from '../rules/activity-form';
import { Input, QuantityInput } from '@agrocadena/shared-ui/forms';
import { Checkbox, Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  /** The side being chosen; none: closed. */
  side: ActivitySide | null;
  products: readonly SimpleProduct[];
  /** What the side holds now: ticked, with its amounts. */
  chosen: ChosenProduct[];
  /** Where "create a product" returns (`goBack` of /createProduct). */
  goBack: string;
  onConfirm: (chosen: ChosenProduct[]) => void;
  onCancel: () => void;
}

type Picks = Map<string, ChosenProduct>;

/**
 * Mount one per opening (`key`): it starts from `chosen`. docs/domain.md#activities: a search box
 * over my products and a table of product and amount. What is ticked, with its amount, replaces the
 * side's products; a typed amount ticks its product.
 */
export function ProductChooserDialog({ side, products, chosen, goBack, onConfirm, onCancel }: Props) {
  const { t } = useTranslation(['production', 'common']);
  const [search, setSearch] = useState('');
  // What the side held when the dialog opened: its parent mounts a fresh one per opening (key).
  const [picks, setPicks] = useState<Picks>(() => new Map(chosen.map((line) => [line.id, line])));
  const [problem, setProblem] = useState(false);

  const shown = useMemo(() => productsMatching(products, search), [products, search]);

  function update(product: SimpleProduct, change: { ticked?: boolean; amount?: ChosenProduct['amount'] }) {
    setProblem(false);
    setPicks((current) => {
      const next = new Map(current);
      const line = current.get(product._id) ?? { id: product._id, name: product.name, unitMeasure: product.unitMeasure, amount: null };
      const ticked = change.ticked ?? (change.amount !== undefined ? change.amount !== null : current.has(product._id));
      if (ticked) next.set(product._id, { ...line, amount: change.amount !== undefined ? change.amount : line.amount });
      else next.delete(product._id);
      return next;
    });
  }

  function confirm() {
    const selection = [...picks.values()];
    if (!chooserSelectionIsValid(selection)) {
      setProblem(true);
      return;
    }
    onConfirm(selection);
  }

  const columns: DataColumn<SimpleProduct>[] = [
    {
      key: 'product',
      title: t('production:activities.fields.product'),
      render: (product) => (
        <Checkbox
          checked={picks.has(product._id)}
          onChange={(event) => update(product, { ticked: event.target.checked })}
          aria-label={t('production:activities.chooser.choose', { name: product.name })}
          data-testid={`choose-${product.name}`}
        >
          {product.name}
        </Checkbox>
      ),
    },
    {
      key: 'amount',
      title: t('production:activities.fields.amount'),
      render: (product) => {
        const amount = picks.get(product._id)?.amount ?? null;
        return (
          <>
            <QuantityInput
              value={amount}
              onChange={(amount) => update(product, { amount })}
              suffix={product.unitMeasure}
              status={problem && picks.has(product._id) && !chooserSelectionIsValid([picks.get(product._id) as ChosenProduct]) ? 'error' : undefined}
              aria-label={t('production:activities.form.amountOf', { name: product.name })}
              style={{ width: 140 }}
              data-testid={`chooser-amount-${product.name}`}
            />
            {/* Why text could not be read as a number ("12,5" in English), once it counts. */}
            {problem && isUnreadable(amount) && (
              <Typography.Text type="danger" className="pr-chooser-problem" data-testid={`chooser-problem-${product.name}`}>
                {numberProblemMessage(amount)}
              </Typography.Text>
            )}
          </>
        );
      },
    },
  ];

  const createLink = (
    <LinkButton to={`/createProduct?goBack=${goBack}`} type="link" data-testid="chooser-create-product">
      {t('production:activities.chooser.createProduct')}
    </LinkButton>
  );

  return (
    <Modal
      open={Boolean(side)}
      title={side ? t(`production:activities.chooser.title${side === 'inputProducts' ? 'InputProducts' : 'OutputProducts'}`) : ''}
      onCancel={onCancel}
      onOk={confirm}
      okText={t('production:activities.chooser.confirm')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ 'data-testid': 'chooser-confirm' } as never}
      width={560}
      destroyOnHidden
      data-testid="product-chooser"
    >
      <Typography.Paragraph type="secondary">{t('production:activities.chooser.hint')}</Typography.Paragraph>
      <Input.Search
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('production:activities.chooser.search')}
        aria-label={t('production:activities.chooser.search')}
        allowClear
        data-testid="chooser-search"
      />
      <DataTable<SimpleProduct>
        columns={columns}
        rows={shown}
        rowKey={(product) => product._id}
        rowProps={(product) => ({ 'data-testid': `chooser-row-${product.name}` })}
        empty={
          products.length === 0
            ? t('production:activities.chooser.noProducts')
            : t('production:activities.chooser.noMatch', { search: search.trim() })
        }
        className="pr-chooser-table"
      />
      {createLink}
      {problem && <Alert type="error" showIcon title={t('common:validation.pleaseVerifyProducts')} data-testid="chooser-error" />}
    </Modal>
  );
}
