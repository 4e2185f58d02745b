import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@agrocadena/contracts';
import { type DataColumn, DataTable, personName, Tag, Typography, usePhoneLayout, Button } from '@agrocadena/shared-ui';
import { contactAddress, contactDocument } from '../rules/contact-labels';
import './contacts.css';

interface Props {
  results: Contact[];
  loading: boolean;
  /** The provider being added, if any. */
  adding: string | null;
  onAdd: (contact: Contact) => void;
}

interface Fact {
  key: string;
  title: string;
  render: (contact: Contact) => string;
}

/**
 * The search's results: ID (document), name, email, phone, address, and add — or "already a
 * provider". A phone has room for two columns: the person (facts as lines under the name) and add.
 */
export function ProviderResultsTable({ results, loading, adding, onAdd }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const wide = !usePhoneLayout();
  const name = (contact: Contact) => <Typography.Text strong>{personName(contact)}</Typography.Text>;
  const facts: Fact[] = [
    { key: 'email', title: t('account:contacts.columns.email'), render: (contact) => contact.email },
    { key: 'phone', title: t('account:contacts.columns.phone'), render: (contact) => contact.phoneNumbers[0] ?? '' },
    { key: 'address', title: t('account:contacts.columns.address'), render: contactAddress },
  ];

  const person: DataColumn<Contact>[] = wide
    ? [
        { key: 'document', title: t('account:contacts.columns.id'), render: contactDocument },
        { key: 'name', title: t('account:contacts.columns.name'), render: name },
        ...facts.map((fact) => ({ ...fact, render: (contact: Contact) => <span className="acc-contact-cell">{fact.render(contact)}</span> })),
      ]
    : [
        {
          key: 'name',
          title: t('account:contacts.columns.name'),
          render: (contact) => (
            <div className="acc-contact-cell">
              {name(contact)}
              {[contactDocument(contact), ...facts.map((fact) => fact.render(contact))].filter(Boolean).map((line, index) => (
                <Typography.Paragraph key={index} type="secondary" className="acc-row-line">
                  {line}
                </Typography.Paragraph>
              ))}
            </div>
          ),
        },
      ];

  const add = (contact: Contact) =>
    contact.isProvider ? (
      <Tag color="green" data-testid="already-provider">
        {t('account:contacts.search.alreadyProvider')}
      </Tag>
    ) : (
      <Button
        type="primary"
        icon={<UserAddOutlined />}
        loading={adding === contact._id}
        disabled={adding !== null && adding !== contact._id}
        aria-label={t('account:contacts.search.addName', { name: personName(contact) })}
        onClick={() => onAdd(contact)}
        data-testid="add-provider"
      >
        {wide && t('account:contacts.search.add')}
      </Button>
    );

  return (
    <DataTable<Contact>
      rowKey={(contact) => contact._id}
      columns={[...person, { key: 'add', title: t('account:contacts.columns.add'), align: 'center', render: add }]}
      rows={results}
      loading={loading}
      empty={t('common:errors.nothingToShow')}
      rowProps={(contact) => ({ 'data-testid': `result-row-${contact._id}` })}
      data-testid="provider-results"
    />
  );
}
