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
import { failureText } from '../../../lib/api-error';
import { displayName, money } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useVendors } from '../api/get-vendors';
import { useUpdateUser } from '../api/update-user';

function columns(onDelete: (v: UserWire) => void): Column<UserWire>[] {
  return [
    { header: 'Sr No', cell: (_v, i) => i + 1, width: 72 },
    {
      header: 'Name',
      cell: (v) => (
        <Text size="sm" fw={500}>
          {`${v.first_name} ${v.last_name}`.trim() || '—'}
        </Text>
      ),
    },
    { header: 'Contact Number', cell: (v) => v.contact_number },
    { header: 'Company', cell: (v) => v.company?.company_name ?? '—' },
    { header: 'Balance', cell: (v) => (v.company ? money(v.company.balance) : '—'), align: 'right' },
    {
      header: 'Actions',
      align: 'right',
      cell: (v) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={paths.editVendor.to({ vendorId: v.id })}
            size="compact-xs"
            variant="light"
            aria-label={`Edit ${displayName(v)}`}
          >
            Edit
          </Button>
          <Button
            size="compact-xs"
            variant="outline"
            color="red"
            onClick={() => onDelete(v)}
            aria-label={`Delete ${displayName(v)}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
}

/** `/vendors` (spec 2.10): Add Vendor, search, the table, soft delete after a confirmation (spec 4.8). */
export function VendorsPage() {
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
      showError(`${displayName(deleting)} was not deleted. ${failureText(error)}`);
    }
    setDeleting(null);
  }

  return (
    <>
      <PageTitle title="Vendors">
        <SearchBox
          label="Search vendors"
          placeholder="Search vendors"
          initial={list.search}
          onSearch={list.setSearch}
        />
        <Button component={Link} to={paths.addVendor.to()}>
          Add Vendor
        </Button>
      </PageTitle>
      <DataTable
        columns={columns(setDeleting)}
        rowKey={(v) => v.id}
        {...table}
        emptyText={list.search ? `No vendor matches “${list.search}”.` : 'No vendors yet.'}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete vendor"
        confirmLabel="Delete"
        danger
        busy={update.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting &&
          `Delete ${displayName(deleting)} (${deleting.contact_number}) of ${deleting.company?.company_name ?? 'no company'}? ` +
            'They leave the vendor list; their orders and payments are kept.'}
      </ConfirmModal>
    </>
  );
}
