import { Select } from '@mantine/core';
import {
  type CompanyType,
  type RequestRole,
  type RequestStatus,
  requestStatusChoices,
  requestStatusLocked,
  type WireRequest,
} from '@tillwise/domain';
import { useState } from 'react';
import { showError } from '../../components/global-error';
import { useOrderMessage } from '../../components/order-entry/order-messages';
import { useT } from '../../i18n';
import { describeApiError } from '../../lib/api-error';
import { setRequestStatus } from './api';
import { requestStatusLabel } from './labels';

export function roleIn(request: WireRequest, companyId: number | undefined): RequestRole {
  if (request.sender.company?.id === companyId) return 'sender';
  if (request.receiver.company?.id === companyId) return 'receiver';
  return 'other';
}

/** A request's status dropdown: exactly spec 4.6's choices for the viewer, disabled as 4.6 says. */
export function RequestStatusSelect({
  request,
  companyId,
  companyType,
  onChanged,
}: {
  request: WireRequest;
  companyId: number | undefined;
  companyType: CompanyType | null;
  onChanged: () => void;
}) {
  const t = useT();
  const message = useOrderMessage();
  const [saving, setSaving] = useState(false);
  const role = roleIn(request, companyId);
  const choices = requestStatusChoices(role, request.request_type, request.status);
  const data = choices.includes(request.status) ? choices : [request.status, ...choices];
  const disabled = saving || role === 'other' || requestStatusLocked(request.status, companyType);
  return (
    <Select
      aria-label={t('requests.statusOf', { id: String(request.id) })}
      size="xs"
      w={130}
      data={data.map((s) => ({ value: s, label: requestStatusLabel(s, t) }))}
      value={request.status}
      disabled={disabled}
      allowDeselect={false}
      onClick={(e) => e.stopPropagation()}
      onChange={async (next) => {
        if (!next || next === request.status) return;
        setSaving(true);
        const res = await setRequestStatus(request.id, next as RequestStatus);
        setSaving(false);
        if (!res.ok) showError(message(describeApiError(res.error)));
        onChanged();
      }}
    />
  );
}
