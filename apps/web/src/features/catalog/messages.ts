import { CATALOG_MSG, MSG, TAX_MSG, UNIT_COUNT_MAX, UNIT_MSG } from '@tillwise/domain';
import { useCallback } from 'react';
import { type MessageKey, useT } from '../../i18n';
import type { MessageValues } from '../../i18n/use-t';

/*
 * The catalogue's messages (the domain's rules, and the server's field errors in the same words)
 * in the reader's language. The domain writes them once, in English; the screens look each one up
 * here. A message not listed shows as it came (the server may have put it in Urdu already).
 */

const EXACT: Readonly<Record<string, MessageKey>> = {
  [CATALOG_MSG.nameRequired]: 'catalog.msg.nameRequired',
  [CATALOG_MSG.barcodeRequired]: 'catalog.msg.barcodeRequired',
  [CATALOG_MSG.variantRequired]: 'catalog.msg.variantRequired',
  [CATALOG_MSG.priceRequired]: 'catalog.msg.priceRequired',
  [CATALOG_MSG.priceNotPositive]: 'catalog.msg.priceNotPositive',
  [CATALOG_MSG.numbersOnly]: 'catalog.msg.numbersOnly',
  [CATALOG_MSG.notNegative]: 'catalog.msg.notNegative',
  [CATALOG_MSG.quantityRequired]: 'catalog.msg.quantityRequired',
  [CATALOG_MSG.quantityNotPositive]: 'catalog.msg.quantityNotPositive',
  [CATALOG_MSG.batchVariantRequired]: 'catalog.msg.batchVariantRequired',
  [CATALOG_MSG.batchDatesRequired]: 'catalog.msg.batchDatesRequired',
  [CATALOG_MSG.dateInvalid]: 'catalog.msg.dateInvalid',
  [CATALOG_MSG.expiryBeforeManufacture]: 'catalog.msg.expiryBeforeManufacture',
  [CATALOG_MSG.expiryInPast]: 'catalog.msg.expiryInPast',
  [CATALOG_MSG.lastVariant]: 'catalog.msg.lastVariant',
  [CATALOG_MSG.barcodeTaken]: 'catalog.msg.barcodeTaken',
  [CATALOG_MSG.variantLocked]: 'catalog.msg.variantLocked',
  [CATALOG_MSG.receivedFromInvalid]: 'catalog.msg.receivedFromInvalid',
  [CATALOG_MSG.variantNotOfProduct]: 'catalog.msg.variantNotOfProduct',
  [CATALOG_MSG.tooManyDecimals]: 'catalog.msg.tooManyDecimals',
  [CATALOG_MSG.tooManyDigits]: 'catalog.msg.tooManyDigits',
  [UNIT_MSG.countRequired]: 'catalog.msg.unitCountRequired',
  [UNIT_MSG.countWhole]: 'catalog.msg.unitCountWhole',
  [UNIT_MSG.nameTaken]: 'catalog.msg.unitNameTaken',
  [UNIT_MSG.barcodeTaken]: 'catalog.msg.unitBarcodeTaken',
  [UNIT_MSG.retired]: 'catalog.msg.unitRetired',
  [UNIT_MSG.notOfProduct]: 'catalog.msg.unitNotOfProduct',
  [TAX_MSG.rateRange]: 'catalog.msg.rateRange',
  [TAX_MSG.hsCode]: 'catalog.msg.hsCode',
  [TAX_MSG.categoryRequired]: 'catalog.msg.categoryRequired',
  [TAX_MSG.retailPriceRequired]: 'catalog.msg.retailPriceRequired',
  [TAX_MSG.exemptRate]: 'catalog.msg.exemptRate',
  [TAX_MSG.rateTaken]: 'catalog.msg.rateTaken',
  [TAX_MSG.validFrom]: 'catalog.msg.validFrom',
  [TAX_MSG.thirdScheduleTaxable]: 'catalog.msg.thirdScheduleTaxable',
  [TAX_MSG.categoryName]: 'catalog.msg.categoryName',
  [TAX_MSG.categoryNameTaken]: 'catalog.msg.categoryNameTaken',
  [TAX_MSG.defaultInactive]: 'catalog.msg.defaultInactive',
  [TAX_MSG.retireDefault]: 'catalog.msg.retireDefault',
  [MSG.imageInvalid]: 'catalog.msg.imageInvalid',
  [MSG.imageTooLarge]: 'catalog.msg.imageTooLarge',
  'The file has a header but no rows.': 'catalog.msg.csvNoRows',
  'The file is empty.': 'catalog.msg.csvEmpty',
  'The file ends inside a quoted value.': 'catalog.msg.csvQuoted',
};

/** Messages with a value in them: the English pattern, its key and the values it carries. */
const PATTERNS: readonly [RegExp, MessageKey, (m: RegExpMatchArray) => MessageValues][] = [
  [
    /^Ensure this field has no more than (\d+) characters\.$/,
    'catalog.msg.maxLength',
    (m) => ({ max: m[1] ?? '' }),
  ],
  [
    /^This batch still holds (.+) in stock\. Set its/,
    'catalog.msg.batchHoldsStock',
    (m) => ({ held: m[1] ?? '' }),
  ],
  [
    /^This product still holds (.+) in stock\. Write/,
    'catalog.msg.productHoldsStock',
    (m) => ({ held: m[1] ?? '' }),
  ],
  [
    /^This variant still holds (.+) in stock\. Write/,
    'catalog.msg.variantHoldsStock',
    (m) => ({ held: m[1] ?? '' }),
  ],
  [
    /^Stock cannot go below zero: only (.+) left in this batch\.$/,
    'catalog.msg.stockBelowZero',
    (m) => ({ available: m[1] ?? '' }),
  ],
  [
    /^This unit has been used \((.+)\), so its count/,
    'catalog.msg.unitCountUsed',
    (m) => ({ used: m[1] ?? '' }),
  ],
  [/^The header is missing: (.+)\.$/, 'catalog.msg.csvHeaderMissing', (m) => ({ columns: m[1] ?? '' })],
];

const COUNT_TOO_LARGE = UNIT_MSG.countTooLarge;

/**
 * `say(message)`: a catalogue message in the reader's language (undefined and null pass through,
 * so a field's `error` stays empty).
 */
export function useCatalogMessage() {
  const t = useT();
  return useCallback(
    <M extends string | null | undefined>(message: M): M | string => {
      if (!message) return message;
      if (message === COUNT_TOO_LARGE) return t('catalog.msg.unitCountTooLarge', { max: UNIT_COUNT_MAX });
      const key = EXACT[message];
      if (key) return t(key);
      for (const [pattern, patternKey, values] of PATTERNS) {
        const match = message.match(pattern);
        if (match) return t(patternKey, values(match));
      }
      return message;
    },
    [t],
  );
}

/** A list of messages (the Error modal's), each in the reader's language. */
export const sayAll = (say: (m: string) => string, messages: string | string[]): string | string[] =>
  Array.isArray(messages) ? messages.map(say) : say(messages);
