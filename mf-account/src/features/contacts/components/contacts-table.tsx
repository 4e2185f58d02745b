import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@agrocadena/contracts';
import { PAGE_SIZE } from '@agrocadena/contracts/core';
import { PaginatedTable, personName, usePhoneLayout, type DataColumn, Typography } from '@agrocadena/shared-ui';
import type { ContactsList } from '../hooks/use-contacts-list';
import { contactDocument } from '../rules/contact-labels';
import './contacts.css';

interface Props {
  list: ContactsList;
  /** The options of a row (a provider's); none for clients. */
  options?: (contact: Contact) => ReactNode;
  /** The table's data-testid; each row's is `contact-row-<id>`. */
  testId: string;
}

/**
 * My providers or clients, 12 a page: #, name, document (and options). A phone has room for the
 * number, the person (name over document) and the options, so nothing scrolls sideways at 360 px.
 */
export function ContactsTable({ list, options, testId }: Props) {
  const { t } = useTranslation('account');
  const wide = !usePhoneLayout();
  const number = (index: number) => (list.page - 1) * PAGE_SIZE + index + 1;
  const name = (contact: Contact) => <Typography.Text strong>{personName(contact)}</Typography.Text>;

  const person: DataColumn<Contact>[] = wide
    ? [
        { key: 'name', title: t('contacts.columns.name'), render: name },
        { key: 'document', title: t('contacts.columns.document'), render: (contact) => contactDocument(contact) },
      ]
    : [
        {
          key: 'name',
          title: t('contacts.columns.name'),
          render: (contact) => (
            <div className="acc-contact-cell">
              {name(contact)}
              <Typography.Paragraph type="secondary" className="acc-row-line">
                {contactDocument(contact)}
              </Typography.Paragraph>
            </div>
          ),
        },
      ];

  const columns: DataColumn<Contact>[] = [
    { key: 'number', title: t('contacts.columns.number'), render: (_contact, index) => number(index) },
    ...person,
    ...(options ? [{ key: 'options', title: t('contacts.columns.options'), align: 'center' as const, render: options }] : []),
  ];

  return (
    <PaginatedTable<Contact>
      rowKey={(contact) => contact._id}
      columns={columns}
      rows={list.items}
      loading={list.loading}
      rowProps={(contact) => ({ 'data-testid': `contact-row-${contact._id}` })}
      page={list.page}
      total={list.total}
      onPageChange={list.setPage}
      data-testid={testId}
    />
  );
}
