import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { itemsRequired, REQUEST_MSG, REQUEST_TYPES, type RequestType, type UserWire } from '@tillwise/domain';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrderMessage } from '../../components/order-entry/order-messages';
import { PageTitle } from '../../components/page-title';
import { Ltr, useT } from '../../i18n';
import { describeApiError } from '../../lib/api-error';
import { newIdempotencyKey } from '../../lib/orders-api';
import { paths } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';
import { sendRequest, useRecipients, useRequestTypes } from './api';
import { ItemPicker, lineKey, type RequestLine } from './item-picker';
import { requestTypeLabel, userTypeLabel } from './labels';

/** `/request` (spec 2.11, 5.6): send a request to a user of another department. */
export function SendRequestPage({ me }: { me: UserWire }) {
  const t = useT();
  const message = useOrderMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const recipients = useRecipients();
  const types = useRequestTypes();
  const [company, setCompany] = useState<string | null>(null);
  const [receiver, setReceiver] = useState<string | null>(null);
  const [type, setType] = useState<RequestType>('SPECIAL_ORDER');
  const [delivery, setDelivery] = useState('');
  const [description, setDescription] = useState('');
  const [lines, setLines] = useState<RequestLine[]>([]);
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const key = useRef(newIdempotencyKey());

  const companies = recipients.data ?? [];
  const users = useMemo(
    () => companies.find((c) => String(c.id) === company)?.users ?? [],
    [companies, company],
  );
  const withItems = type !== 'TRANSACTION';
  const errors = {
    company: company ? null : REQUEST_MSG.companyRequired,
    receiver: receiver ? null : REQUEST_MSG.requesteeRequired,
    delivery: delivery ? null : REQUEST_MSG.deliveryRequired,
    description: description.trim() ? null : REQUEST_MSG.descriptionRequired,
    items: itemsRequired(type) && lines.length === 0 ? REQUEST_MSG.itemsRequired : null,
  };
  const invalid = Object.values(errors).some(Boolean);
  const show = (text: string | null) => (touched && text ? message(text) : null);

  const submit = async () => {
    setTouched(true);
    if (invalid) return;
    setSending(true);
    setFailure(null);
    const res = await sendRequest(
      {
        sender: me.id,
        receiver: Number(receiver),
        expected_delivery_date: delivery,
        description: description.trim(),
        request_type: type,
        items: withItems
          ? lines.map((l) => ({
              product_variant: l.variant,
              quantity: l.quantity,
              ...(l.unit ? { unit: l.unit.id } : {}),
            }))
          : [],
      },
      key.current,
    );
    setSending(false);
    if (!res.ok) return setFailure(message(describeApiError(res.error)));
    setSent(t('requests.send.sent', { id: String(res.data.id) }));
    key.current = newIdempotencyKey();
    // Spec 4.6: delivery, description and type clear (type back to SPECIAL_ORDER).
    setDelivery('');
    setDescription('');
    setType('SPECIAL_ORDER');
    setLines([]);
    setTouched(false);
    void client.invalidateQueries({ queryKey: queryKeys.requests() });
  };

  return (
    <Stack gap="md" maw={880}>
      <PageTitle title={t('requests.send.title')} />
      {sent && (
        <Alert
          color="green"
          withCloseButton
          onClose={() => setSent(null)}
          role="status"
          title={t('requests.send.sentTitle')}
        >
          {sent}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert" title={t('requests.send.notSent')}>
          {failure}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('requests.send.company')}
              placeholder={
                recipients.isLoading ? t('requests.send.loading') : t('requests.send.chooseCompany')
              }
              data={companies.map((c) => ({ value: String(c.id), label: c.company_name }))}
              value={company}
              onChange={(v) => {
                setCompany(v);
                setReceiver(null);
              }}
              error={show(errors.company)}
              searchable
              required
            />
            <Select
              label={t('requests.send.requestee')}
              placeholder={t('requests.send.choosePerson')}
              data={users.map((u) => ({
                value: String(u.id),
                label: `${[u.first_name, u.last_name].filter(Boolean).join(' ') || u.username} (${userTypeLabel(u.user_type, t)})`,
              }))}
              value={receiver}
              onChange={setReceiver}
              error={show(errors.receiver)}
              disabled={!company}
              searchable
              required
            />
            <Select
              label={t('requests.send.type')}
              data={(types.data ?? ['SPECIAL_ORDER', 'TRANSACTION']).map((value) => ({
                value,
                label: requestTypeLabel(value, t),
              }))}
              value={type}
              onChange={(v) => setType(REQUEST_TYPES.find((r) => r === v) ?? 'SPECIAL_ORDER')}
              allowDeselect={false}
            />
            <TextInput
              type="date"
              label={t('requests.send.delivery')}
              value={delivery}
              onChange={(e) => setDelivery(e.currentTarget.value)}
              error={show(errors.delivery)}
              required
            />
          </SimpleGrid>
          <Textarea
            label={t('requests.send.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={show(errors.description)}
            autosize
            minRows={2}
            maxLength={500}
            required
          />
          {withItems && (
            <Stack gap="xs">
              <Text fw={600} size="sm">
                {itemsRequired(type) ? t('requests.send.itemsRequired') : t('requests.send.itemsOptional')}
              </Text>
              <ItemPicker onAdd={(l) => setLines((all) => [...all, l])} taken={lines.map(lineKey)} />
              {show(errors.items) && (
                <Text size="xs" c="red">
                  {show(errors.items)}
                </Text>
              )}
              {lines.length > 0 && (
                <Table striped withTableBorder aria-label={t('requests.send.items')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('requests.col.sr')}</Table.Th>
                      <Table.Th>{t('requests.col.barcode')}</Table.Th>
                      <Table.Th>{t('requests.col.product')}</Table.Th>
                      <Table.Th ta="end">{t('requests.col.quantity')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lines.map((l, i) => (
                      <Table.Tr key={lineKey(l)}>
                        <Table.Td>{i + 1}</Table.Td>
                        <Table.Td>
                          <Ltr>{l.barCode}</Ltr>
                        </Table.Td>
                        <Table.Td>{l.label}</Table.Td>
                        <Table.Td ta="end">{l.quantity}</Table.Td>
                        <Table.Td ta="end">
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            onClick={() => setLines((all) => all.filter((x) => lineKey(x) !== lineKey(l)))}
                          >
                            {t('requests.send.remove')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(paths.home.to())}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={sending} disabled={touched && invalid}>
              {t('requests.send.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
