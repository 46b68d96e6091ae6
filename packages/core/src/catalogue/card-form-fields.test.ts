import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardFormFields, cardFormValues, fieldForPath, readCardForm } from './card-form-fields';
import { CatalogueCard } from './schema';

const cardsDir = new URL('../../../../data/cards/', import.meta.url);
const everyCard = readdirSync(cardsDir).flatMap((file) =>
  (JSON.parse(readFileSync(new URL(file, cardsDir), 'utf8')) as unknown[]).map((card) => CatalogueCard.parse(card)),
);

describe('the card editor’s fields', () => {
  it('gives each plain value an input of its kind and each list or optional group a JSON area', () => {
    const byPath = new Map(cardFormFields().map((field) => [field.path, field]));
    expect(byPath.get('fees.annual')).toMatchObject({ kind: 'number', nullable: true, section: 'Fees' });
    expect(byPath.get('network')).toMatchObject({ kind: 'choice', options: ['visa', 'mastercard', 'amex'] });
    expect(byPath.get('account.applePay')).toMatchObject({ kind: 'boolean', nullable: true });
    expect(byPath.get('hidden')).toMatchObject({ kind: 'boolean', nullable: false });
    expect(byPath.get('dataAsOf')).toMatchObject({ kind: 'date', section: 'Sources and notes' });
    expect(byPath.get('earn.grocery')).toMatchObject({ kind: 'json', section: 'Earning' });
    expect(byPath.get('requirements.personalIncome')).toMatchObject({ kind: 'number', integer: true });
    expect(byPath.get('rates.purchase')?.hint).toMatch(/fraction/);
  });

  it('reads every card of the catalogue back exactly from what its inputs show', () => {
    for (const card of everyCard) {
      const values = cardFormValues(card);
      const { card: read, errors } = readCardForm((path) => values[path] ?? null);
      expect(errors).toEqual({});
      expect(CatalogueCard.parse(read)).toEqual(card);
    }
  });

  it('says which input cannot be read', () => {
    const values = cardFormValues(everyCard[0] as CatalogueCard);
    const { errors } = readCardForm(
      (path) => ({ ...values, 'fees.annual': 'about 120', 'earn.gas': '[{"rate": 2,' })[path] ?? null,
    );
    expect(errors).toEqual({
      'fees.annual': 'Enter a number, or leave it empty when unknown.',
      'earn.gas': 'This is not valid JSON: check the brackets, quotes and commas.',
    });
  });

  it('puts an API message about a value inside a JSON area on that area', () => {
    expect(fieldForPath('card.fees.annual')).toBe('fees.annual');
    expect(fieldForPath('card.earn.gas.0.rate')).toBe('earn.gas');
    expect(fieldForPath('card.insurance.travelMedical.days')).toBe('insurance.travelMedical');
    expect(fieldForPath('source')).toBeNull();
  });
});
