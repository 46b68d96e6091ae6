import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldList } from './field-labels';

describe('fieldLabel', () => {
  it('names every kind of catalogue path for a reader', () => {
    expect(fieldLabel('fees.cashAdvance')).toBe('Cash advance fee');
    expect(fieldLabel('insurance.travelMedical')).toBe('Travel medical insurance');
    expect(fieldLabel('insurance.extendedWarranty.days')).toBe('Extended warranty insurance duration');
    expect(fieldLabel('earn.gas')).toBe('Earn rate: gas');
    expect(fieldLabel('account.gracePeriodDays')).toBe('Interest-free grace period');
  });

  it('never shows a dotted path or a camelCase key, even for a path it does not know', () => {
    for (const path of ['fees.someNewFee', 'account.travelCredits', 'newTopLevel', 'insurance.newCover.amount']) {
      const label = fieldLabel(path);
      expect(label, path).not.toMatch(/\.|[a-z][A-Z]/);
    }
  });
});

describe('fieldList', () => {
  it('joins labels as a sentence, each once', () => {
    expect(fieldList(['account.applePay', 'account.googlePay', 'account.applePay'])).toBe('Apple Pay and Google Pay');
    expect(fieldList(['fees.annual', 'rates', 'earn'])).toBe('Annual fee, Interest rates and Earn rates');
  });
});
