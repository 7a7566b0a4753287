import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ur from '../../locales/ur.json';
import { ORDER_MESSAGE_KEYS } from './order-messages';

describe('the order screens’ domain messages in the catalogs', () => {
  it('reads in English exactly as the domain writes it, and has its own Urdu', () => {
    for (const [english, key] of ORDER_MESSAGE_KEYS) {
      expect(en[key], key).toBe(english);
      expect(ur[key], key).not.toBe(english);
    }
  });
});
