import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, emptyDraft, lineIssuePaths, type CompanyDraft } from './draft';

const good: CompanyDraft = {
  ...emptyDraft,
  name: 'Siam Rice Export Co., Ltd.',
  taxId: '0105559876543',
  lines: ['', '12 Rama III Road', 'Bang Khlo'],
  city: 'Bangkok',
  postalCode: '10120',
  countryCode: ' th ',
  contacts: [{ name: 'Nok', email: ' nok@siamrice.example ', phone: '', role: 'Shipping' }],
  mailLanguage: 'th',
};

describe('company draft', () => {
  it('turns a complete draft into the API body: the filled lines, upper-case country', () => {
    const check = checkDraft(good);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input.address).toEqual({
      lines: ['12 Rama III Road', 'Bang Khlo'],
      city: 'Bangkok',
      postalCode: '10120',
      countryCode: 'TH',
    });
    // an optional field left empty is left out
    expect(check.input.contacts).toEqual([
      { name: 'Nok', email: 'nok@siamrice.example', role: 'Shipping' },
    ]);
  });

  it('names each wrong field by the path the API uses, with its code', () => {
    const check = checkDraft({
      ...good,
      name: ' ',
      countryCode: 'Thai',
      contacts: [...good.contacts, { name: 'Pim', email: 'pim@', phone: 'call me', role: '' }],
      mailLanguage: null,
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues['company.name']?.code).toBe('required');
    expect(check.issues['company.address.countryCode']?.code).toBe('invalidFormat');
    expect(check.issues['company.contacts.1.email']?.code).toBe('invalidFormat');
    expect(check.issues['company.contacts.1.phone']?.code).toBe('invalidFormat');
    expect(check.issues['company.mailLanguage']?.code).toBe('invalidChoice');
    expect(check.issues['company.contacts.0.email']).toBeUndefined();
  });

  it('says a missing address or country is required', () => {
    const check = checkDraft({ ...good, lines: ['', ' ', ''], countryCode: '' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues['company.address.lines']?.code).toBe('required');
    expect(check.issues['company.address.countryCode']?.code).toBe('required');
  });

  it('puts a problem of the n-th line sent under the input it came from', () => {
    // the inputs 1 and 2 are sent as the lines 0 and 1
    expect(lineIssuePaths(good, 0)).toEqual(['company.address.lines']);
    expect(lineIssuePaths(good, 1)).toEqual(['company.address.lines.0']);
    expect(lineIssuePaths(good, 2)).toEqual(['company.address.lines.1']);
    const full = { ...good, lines: ['a', 'b', 'c'] };
    expect(lineIssuePaths(full, 0)).toEqual(['company.address.lines.0', 'company.address.lines']);
  });

  it('fills the form from a saved company, three line inputs and empty optional fields', () => {
    const draft = draftOf({
      id: 7,
      name: 'Hanseatic Machinery GmbH',
      taxId: '',
      address: {
        lines: ['Am Sandtorkai 44'],
        city: 'Hamburg',
        postalCode: '20457',
        countryCode: 'DE',
      },
      contacts: [{ name: 'Jan', email: 'jan@hm.example' }],
      mailLanguage: 'de',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(draft.lines).toEqual(['Am Sandtorkai 44', '', '']);
    expect(draft.contacts).toEqual([{ name: 'Jan', email: 'jan@hm.example', phone: '', role: '' }]);
    const check = checkDraft(draft);
    expect(check.ok && check.input.address.lines).toEqual(['Am Sandtorkai 44']);
  });
});
