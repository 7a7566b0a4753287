import { Button, Group, Text } from '@mantine/core';
import type { UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { type Column, DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { useListTable } from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { Ltr, useFormatter, useT } from '../../../i18n';
import { useLtrText } from '../../../i18n/isolate';
import type { Translate } from '../../../i18n/use-t';
import { failureText } from '../../../lib/api-error';
import { displayName, type Formatter } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useVendors } from '../api/get-vendors';
import { useUpdateUser } from '../api/update-user';

function columns(onDelete: (v: UserWire) => void, t: Translate, fmt: Formatter): Column<UserWire>[] {
  return [
    { header: t('organisation.col.sr'), cell: (_v, i) => i + 1, width: 72 },
    {
      header: t('organisation.col.name'),
      cell: (v) => (
        <Text size="sm" fw={500}>
          {`${v.first_name} ${v.last_name}`.trim() || '—'}
        </Text>
      ),
    },
    { header: t('organisation.vendors.col.contact'), cell: (v) => <Ltr>{v.contact_number}</Ltr> },
    { header: t('organisation.vendors.col.company'), cell: (v) => v.company?.company_name ?? '—' },
    {
      header: t('organisation.vendors.col.balance'),
      cell: (v) => (v.company ? fmt.money(v.company.balance) : '—'),
      align: 'right',
    },
    {
      header: t('organisation.col.actions'),
      align: 'right',
      cell: (v) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={paths.editVendor.to({ vendorId: v.id })}
            size="compact-xs"
            variant="light"
            aria-label={t('organisation.editNamed', { name: displayName(v) })}
          >
            {t('organisation.edit')}
          </Button>
          <Button
            size="compact-xs"
            variant="outline"
            color="red"
            onClick={() => onDelete(v)}
            aria-label={t('organisation.deleteNamed', { name: displayName(v) })}
          >
            {t('organisation.delete')}
          </Button>
        </Group>
      ),
    },
  ];
}

/** `/vendors` (spec 2.10): Add Vendor, search, the table, soft delete after a confirmation (spec 4.8). */
export function VendorsPage() {
  const t = useT();
  const ltr = useLtrText();
  const fmt = useFormatter();
  const list = useListParams();
  const vendors = useVendors({ search: list.search, page: list.page });
  const table = useListTable(vendors, list.page, list.setPage);
  const update = useUpdateUser();
  const [deleting, setDeleting] = useState<UserWire | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      // Vendors are never destroyed: they are switched off and leave the list.
      await update.mutateAsync({ id: deleting.id, body: { is_active: false } });
    } catch (error) {
      showError(
        t('organisation.notDeleted', { name: displayName(deleting), reason: failureText(error) ?? '' }),
      );
    }
    setDeleting(null);
  }

  return (
    <>
      <PageTitle title={t('organisation.vendors.title')}>
        <SearchBox
          label={t('organisation.vendors.search')}
          placeholder={t('organisation.vendors.search')}
          initial={list.search}
          onSearch={list.setSearch}
        />
        <Button component={Link} to={paths.addVendor.to()}>
          {t('organisation.vendors.add')}
        </Button>
      </PageTitle>
      <DataTable
        columns={columns(setDeleting, t, fmt)}
        rowKey={(v) => v.id}
        {...table}
        emptyText={
          list.search
            ? t('organisation.vendors.noMatch', { search: list.search })
            : t('organisation.vendors.empty')
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('organisation.vendors.deleteTitle')}
        confirmLabel={t('organisation.delete')}
        danger
        busy={update.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting &&
          t('organisation.vendors.deleteConfirm', {
            name: displayName(deleting),
            number: ltr(deleting.contact_number),
            company: deleting.company?.company_name ?? t('organisation.vendors.noCompany'),
          })}
      </ConfirmModal>
    </>
  );
}
