import '../../contract/zod-setup';
import { z } from 'zod';
import { id, requiredText, shortText, text } from '../../contract/common';
import { EMAIL_MAX, EMAIL_PATTERN } from '../user-management/contract';
import { SEARCH_LANGUAGES } from '../search/contract';

/**
 * Customer companies: the firms whose shipments the company moves. Staff keep the list; a
 * shipment may belong to one company, and so may a person of the people role `user` (a
 * customer), who then follows their company's shipments in the portal (api/modules/portal).
 *
 * Staff paths (below /api/apps/companies; rule editor unless said):
 * - GET    /        ?q&sort&page&perPage -> CompanyListReply {items, total, page, perPage}: q
 *   matches the name, the tax id, the city and the contacts' names and emails (ignoring case)
 * - POST   /        {company} (CreateCompanyBody) -> 201 Company, created now
 * - GET    /:id     -> Company; unknown 404
 * - PATCH  /:id     {company} (UpdateCompanyBody) -> Company: merges the given fields (a list,
 *   the address and the contacts are replaced whole)
 * - DELETE /:id     -> {ok: true}, rule admin; 409 companyInUse while a shipment or a person
 *   belongs to the company (nothing is deleted); unknown 404
 */

/** The languages a company's mail may be written in: the app's six (en th cn de fr pt). */
export const COMPANY_MAIL_LANGUAGES = SEARCH_LANGUAGES;
export const companyMailLanguageSchema = z.enum(COMPANY_MAIL_LANGUAGES);
export type CompanyMailLanguage = z.infer<typeof companyMailLanguageSchema>;

export const COMPANY_NAME_MAX = 120;
export const TAX_ID_MAX = 40;
export const ADDRESS_LINES_MAX = 3;
export const ADDRESS_LINE_MAX = 200;
export const CONTACTS_MAX = 10;

/** Where the company is: one to three lines as written on a letter, the city, the post code. */
export const companyAddressSchema = z
  .object({
    lines: z.array(requiredText(ADDRESS_LINE_MAX)).min(1).max(ADDRESS_LINES_MAX),
    city: requiredText(100),
    /** '' where the country has none */
    postalCode: shortText(20),
    /** ISO 3166-1 alpha-2, upper case (TH, DE, CN) */
    countryCode: text().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. TH'),
  })
  .strict();
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** A person to write to at the company (not an account: the company's people are accounts). */
export const companyContactSchema = z
  .object({
    name: requiredText(120),
    email: text().trim().max(EMAIL_MAX).regex(EMAIL_PATTERN, 'must be a valid email address'),
    phone: shortText(40)
      .regex(/^[+\d ()-]*$/, 'may hold only digits, spaces, +, ( ) and -')
      .optional(),
    /** what they do there: "Logistics manager", "Accounts payable" */
    role: shortText(80).optional(),
  })
  .strict();
export type CompanyContact = z.infer<typeof companyContactSchema>;

const companyFields = {
  name: requiredText(COMPANY_NAME_MAX),
  /** the tax or VAT number; '' when not known */
  taxId: shortText(TAX_ID_MAX),
  address: companyAddressSchema,
  contacts: z.array(companyContactSchema).max(CONTACTS_MAX),
  /** the language of the mail the company's people get */
  mailLanguage: companyMailLanguageSchema,
};

/** A customer company as staff read it. Dates are ISO strings. */
export const companySchema = z.object({
  id,
  ...companyFields,
  createdAt: text(),
  updatedAt: text(),
});
export type Company = z.infer<typeof companySchema>;

export const companySorts = ['name-asc', 'name-desc', 'created-desc'] as const;
export const COMPANY_PAGE_SIZES = [10, 25, 50] as const;

export const companyListQuery = z
  .object({
    q: shortText(100).optional(),
    sort: z.enum(companySorts).default('name-asc'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce
      .number()
      .int()
      .refine((n) => (COMPANY_PAGE_SIZES as readonly number[]).includes(n), {
        message: `must be one of ${COMPANY_PAGE_SIZES.join(', ')}`,
      })
      .default(10),
  })
  .strict();
export type CompanyListQuery = z.infer<typeof companyListQuery>;

export const companyListReply = z.object({
  items: z.array(companySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type CompanyListReply = z.infer<typeof companyListReply>;

export const companyMessages = {
  companyInUse:
    'the company still has shipments or people: give them another company (or none) first',
  noSuchCompany: 'there is no company with this id',
} as const;

const exampleCompany = {
  name: 'Chao Phraya Electronics Co., Ltd.',
  taxId: '0105561234567',
  address: {
    lines: ['88/8 Moo 4, Bangna-Trad Road'],
    city: 'Bangkok',
    postalCode: '10260',
    countryCode: 'TH',
  },
  contacts: [{ name: 'Suda Rattanakorn', email: 'suda@cpe.example', role: 'Export manager' }],
  mailLanguage: 'th',
};

/** A new company: the name, address and language; the tax id and contacts may be left out. */
export const createCompanyBody = z
  .object({
    company: z
      .object({
        ...companyFields,
        taxId: companyFields.taxId.default(''),
        contacts: companyFields.contacts.default([]),
      })
      .strict(),
  })
  .strict()
  // the fuzz test (api/test/fuzz.test.ts) cannot build one: a country code is upper case
  .meta({ examples: [{ company: exampleCompany }] });
export type CreateCompanyBody = z.infer<typeof createCompanyBody>;
export type CompanyInput = CreateCompanyBody['company'];

/** A change: the given fields are merged. */
export const updateCompanyBody = z
  .object({ company: z.object(companyFields).partial().strict() })
  .strict()
  .meta({ examples: [{ company: { name: exampleCompany.name, taxId: exampleCompany.taxId } }] });
export type UpdateCompanyBody = z.infer<typeof updateCompanyBody>;
