import { Button, Group, Text } from '@mantine/core';
import { pageCount, pageWindow } from '@tillwise/domain';
import { useFormatter, useT } from '../i18n';

export interface PaginatorProps {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Server pagination with a window of ten page numbers (spec 9), first/previous/next/last. */
export function Paginator({ page, count, pageSize, onPage }: PaginatorProps) {
  const t = useT();
  const f = useFormatter();
  const pages = pageCount(count, pageSize);
  if (count <= pageSize) return null;
  const button = (label: string, target: number, disabled: boolean, aria: string) => (
    <Button
      key={aria}
      size="compact-sm"
      variant="default"
      disabled={disabled}
      onClick={() => onPage(target)}
      aria-label={aria}
    >
      {label}
    </Button>
  );
  return (
    <Group gap={4} justify="space-between" wrap="nowrap" aria-label={t('common.paginator.label')}>
      <Text size="sm" c="dimmed">
        {t('common.paginator.summary', { page: f.count(page), pages: f.count(pages), count })}
      </Text>
      <Group gap={4} wrap="nowrap">
        {button('«', 1, page === 1, t('common.paginator.first'))}
        {button('‹', page - 1, page === 1, t('common.paginator.previous'))}
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            size="compact-sm"
            variant={n === page ? 'filled' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('common.paginator.page', { page: n })}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        {button('›', page + 1, page === pages, t('common.paginator.next'))}
        {button('»', pages, page === pages, t('common.paginator.last'))}
      </Group>
    </Group>
  );
}
