import {
  ADDRESS_LINES_MAX,
  CONTACTS_MAX,
  createCompanyBody,
  type Company,
  type CompanyInput,
  type CompanyMailLanguage,
} from '../../../api/modules/companies/contract';
import type { FieldIssue } from '../../../api/contract/errors';
import { fieldIssuesOf } from '../../../api/contract/field-issues';

/**
 * The company form's fields as its inputs hold them, and their check against the contract's own
 * schema: the browser and the server say the same, by the same field paths
 * (`company.contacts.0.email`), so a server's 422 lands on the same field.
 *
 * The address has three line inputs; the API takes the lines that are filled in, in order. A line
 * left empty between two others is dropped, so a problem the API finds on its n-th line is shown
 * on the input it came from (`lineIssuePaths`).
 */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  role: string;
}

export interface CompanyDraft {
  name: string;
  taxId: string;
  /** always ADDRESS_LINES_MAX inputs, '' when not filled */
  lines: string[];
  city: string;
  postalCode: string;
  countryCode: string;
  contacts: ContactDraft[];
  mailLanguage: CompanyMailLanguage | null;
}

export const emptyContact: ContactDraft = { name: '', email: '', phone: '', role: '' };

export const emptyDraft: CompanyDraft = {
  name: '',
  taxId: '',
  lines: Array.from({ length: ADDRESS_LINES_MAX }, () => ''),
  city: '',
  postalCode: '',
  countryCode: '',
  contacts: [],
  mailLanguage: null,
};

export function draftOf(company: Company): CompanyDraft {
  const { address } = company;
  return {
    name: company.name,
    taxId: company.taxId,
    lines: Array.from({ length: ADDRESS_LINES_MAX }, (_, i) => address.lines[i] ?? ''),
    city: address.city,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    contacts: company.contacts.map((c) => ({
      name: c.name,
      email: c.email,
      phone: c.phone ?? '',
      role: c.role ?? '',
    })),
    mailLanguage: company.mailLanguage,
  };
}

/** The inputs that hold a line, in the order the API receives them. */
const filledLines = (draft: CompanyDraft) =>
  draft.lines.flatMap((line, input) => (line.trim() ? [input] : []));

const LINES = 'company.address.lines';

/**
 * The API's paths whose problem belongs under the line input `input`: its own line by its place
 * among the filled ones, and for the first input the list's own (no line at all).
 */
export function lineIssuePaths(draft: CompanyDraft, input: number): string[] {
  const position = filledLines(draft).indexOf(input);
  return [...(position >= 0 ? [`${LINES}.${position}`] : []), ...(input === 0 ? [LINES] : [])];
}

/** Every field path the form shows a message beside (the rest goes to the form's alert). */
export const FORM_FIELDS = [
  'company.name',
  'company.taxId',
  LINES,
  ...Array.from({ length: ADDRESS_LINES_MAX }, (_, i) => `${LINES}.${i}`),
  'company.address.city',
  'company.address.postalCode',
  'company.address.countryCode',
  'company.mailLanguage',
  ...Array.from({ length: CONTACTS_MAX }, (_, i) =>
    ['name', 'email', 'phone', 'role'].map((f) => `company.contacts.${i}.${f}`),
  ).flat(),
];

/** Left out when not typed: an optional field of a contact. */
const optional = (value: string) => (value.trim() ? value.trim() : undefined);

export type DraftCheck =
  { ok: true; input: CompanyInput } | { ok: false; issues: Record<string, FieldIssue> };

/** The draft as the API's body, or each field's first problem by its path. */
export function checkDraft(draft: CompanyDraft): DraftCheck {
  const candidate = {
    company: {
      name: draft.name,
      taxId: draft.taxId,
      address: {
        lines: filledLines(draft).map((input) => draft.lines[input]),
        city: draft.city,
        postalCode: draft.postalCode,
        countryCode: draft.countryCode.trim().toUpperCase(),
      },
      contacts: draft.contacts.map((c) => ({
        name: c.name,
        email: c.email.trim(),
        phone: optional(c.phone),
        role: optional(c.role),
      })),
      mailLanguage: draft.mailLanguage ?? undefined,
    },
  };
  const result = createCompanyBody.safeParse(candidate);
  if (result.success) return { ok: true, input: result.data.company };
  const issues: Record<string, FieldIssue> = {};
  for (const issue of fieldIssuesOf(result.error, candidate)) issues[issue.field] ??= issue;
  // no line at all, or no country: simply missing, not too short or misshapen
  if (issues[LINES]) issues[LINES] = { ...issues[LINES], code: 'required', limit: undefined };
  const country = 'company.address.countryCode';
  if (issues[country] && !draft.countryCode.trim()) {
    issues[country] = { ...issues[country], code: 'required' };
  }
  return { ok: false, issues };
}
