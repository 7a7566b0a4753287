import { LABEL_MSG, TAX_MSG } from '@tillwise/domain';
import { useCallback } from 'react';
import { type MessageKey, useT } from '../../i18n';

/** The domain's reasons a label cannot print (English, as the domain writes them) and their keys. */
const KEYS: Readonly<Record<string, MessageKey>> = {
  [LABEL_MSG.noBarcode]: 'labels.msg.noBarcode',
  [TAX_MSG.categoryRequired]: 'labels.msg.categoryRequired',
  [TAX_MSG.noRate]: 'labels.msg.noRate',
  [TAX_MSG.retailPriceRequired]: 'labels.msg.retailPriceRequired',
};

/** Why an item prints no label, in the reader's language (an unknown reason shows as it is). */
export function useLabelMessage() {
  const t = useT();
  return useCallback(
    (message: string) => {
      const key = KEYS[message];
      return key ? t(key) : message;
    },
    [t],
  );
}
