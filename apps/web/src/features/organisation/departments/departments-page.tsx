import { Button, Group, Text } from '@mantine/core';
import { COMPANY_TYPE_LABELS, type CompanyWire, MSG, type UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { type Column, DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { useListTable } from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { failureText } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteCompany } from '../api/delete-company';
import { useCompanies } from '../api/get-companies';

function columns(me: UserWire, onDelete: (c: CompanyWire) => void): Column<CompanyWire>[] {
  return [
    { header: 'Sr No', cell: (_c, i) => i + 1, width: 72 },
    {
      header: 'Name',
      cell: (c) => (
        <Text size="sm" fw={500}>
          {c.company_name}
        </Text>
      ),
    },
    { header: 'Type', cell: (c) => COMPANY_TYPE_LABELS[c.company_type] },
    { header: 'Address', cell: (c) => c.address || '—' },
    { header: 'Contact', cell: (c) => c.contact_number || '—' },
    {
      header: 'Actions',
      align: 'right',
      cell: (c) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={paths.editDepartment.to({ companyId: c.id })}
            size="compact-xs"
            variant="light"
            aria-label={`Edit ${c.company_name}`}
          >
            Edit
          </Button>
          {/* One's own company is never deleted (it still has the caller in it). */}
          {c.id !== me.company?.id && (
            <Button
              size="compact-xs"
              variant="outline"
              color="red"
              onClick={() => onDelete(c)}
              aria-label={`Delete ${c.company_name}`}
            >
              Delete
            </Button>
          )}
        </Group>
      ),
    },
  ];
}

/** `/departments` (spec 2.10): Add Department, search, the table, delete after a confirmation. */
export function DepartmentsPage({ me }: { me: UserWire }) {
  const list = useListParams();
  const companies = useCompanies({ search: list.search, page: list.page });
  const table = useListTable(companies, list.page, list.setPage);
  const remove = useDeleteCompany();
  const [deleting, setDeleting] = useState<CompanyWire | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch (error) {
      // The server refuses while the department still has users, stock, orders or ledger entries.
      showError(`${deleting.company_name} was not deleted. ${failureText(error)}`);
    }
    setDeleting(null);
  }

  return (
    <>
      <PageTitle title="Departments">
        <SearchBox
          label="Search departments"
          placeholder="Search departments"
          initial={list.search}
          onSearch={list.setSearch}
        />
        <Button component={Link} to={paths.addDepartment.to()}>
          Add Department
        </Button>
      </PageTitle>
      <DataTable
        columns={columns(me, setDeleting)}
        rowKey={(c) => c.id}
        {...table}
        emptyText={list.search ? `No department matches “${list.search}”.` : 'No departments yet.'}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={`Delete ${deleting?.company_name ?? 'department'}`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <Text size="sm" mb={4}>
          {MSG.departmentDeleteConfirm}
        </Text>
        <Text size="sm" fw={600}>
          {deleting?.company_name} ({deleting ? COMPANY_TYPE_LABELS[deleting.company_type] : ''})
        </Text>
      </ConfirmModal>
    </>
  );
}
