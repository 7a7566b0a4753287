import { Button, Group, Text } from '@mantine/core';
import type { CompanyWire, UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { type Column, DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { useListTable } from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { Ltr } from '../../../i18n';
import type { Translate } from '../../../i18n/use-t';
import { failureText } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteCompany } from '../api/delete-company';
import { useCompanies } from '../api/get-companies';
import { useOrgLabels } from '../labels';

function columns(
  me: UserWire,
  onDelete: (c: CompanyWire) => void,
  t: Translate,
  companyType: ReturnType<typeof useOrgLabels>['companyType'],
): Column<CompanyWire>[] {
  return [
    { header: t('organisation.col.sr'), cell: (_c, i) => i + 1, width: 72 },
    {
      header: t('organisation.col.name'),
      cell: (c) => (
        <Text size="sm" fw={500}>
          {c.company_name}
        </Text>
      ),
    },
    { header: t('organisation.col.type'), cell: (c) => companyType(c.company_type) },
    { header: t('organisation.col.address'), cell: (c) => (c.address ? <bdi>{c.address}</bdi> : '—') },
    {
      header: t('organisation.col.contact'),
      cell: (c) => (c.contact_number ? <Ltr>{c.contact_number}</Ltr> : '—'),
    },
    {
      header: t('organisation.col.actions'),
      align: 'right',
      cell: (c) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={paths.editDepartment.to({ companyId: c.id })}
            size="compact-xs"
            variant="light"
            aria-label={t('organisation.editNamed', { name: c.company_name })}
          >
            {t('organisation.edit')}
          </Button>
          {/* One's own company is never deleted (it still has the caller in it). */}
          {c.id !== me.company?.id && (
            <Button
              size="compact-xs"
              variant="outline"
              color="red"
              onClick={() => onDelete(c)}
              aria-label={t('organisation.deleteNamed', { name: c.company_name })}
            >
              {t('organisation.delete')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
}

/** `/departments` (spec 2.10): Add Department, search, the table, delete after a confirmation. */
export function DepartmentsPage({ me }: { me: UserWire }) {
  const { t, companyType } = useOrgLabels();
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
      showError(
        t('organisation.notDeleted', { name: deleting.company_name, reason: failureText(error) ?? '' }),
      );
    }
    setDeleting(null);
  }

  return (
    <>
      <PageTitle title={t('organisation.departments.title')}>
        <SearchBox
          label={t('organisation.departments.search')}
          placeholder={t('organisation.departments.search')}
          initial={list.search}
          onSearch={list.setSearch}
        />
        <Button component={Link} to={paths.addDepartment.to()}>
          {t('organisation.departments.add')}
        </Button>
      </PageTitle>
      <DataTable
        columns={columns(me, setDeleting, t, companyType)}
        rowKey={(c) => c.id}
        {...table}
        emptyText={
          list.search
            ? t('organisation.departments.noMatch', { search: list.search })
            : t('organisation.departments.empty')
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('organisation.departments.deleteTitle', { name: deleting?.company_name ?? '' })}
        confirmLabel={t('organisation.delete')}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <Text size="sm" mb={4}>
          {t('organisation.departments.deleteConfirm')}
        </Text>
        <Text size="sm" fw={600}>
          {deleting?.company_name} ({deleting ? companyType(deleting.company_type) : ''})
        </Text>
      </ConfirmModal>
    </>
  );
}
