/**
 * The shape of the help content, the same in every language: the FAQ's groups and questions, the
 * knowledge base's categories, their articles and each article's related ones. The texts are in
 * one file per language (en.ts, de.ts, ...), typed by `HelpTexts` so that none lacks a text.
 */

export const faqGroups = {
  quotes: ['quote-request', 'quote-validity', 'quote-price'],
  incoterms: ['incoterm-choice', 'incoterm-exw-fca', 'incoterm-dap-ddp'],
  customs: ['customs-documents', 'customs-hs-code', 'customs-ata-carnet'],
  'dangerous-goods': ['dg-accepted', 'dg-lithium', 'dg-documents'],
  insurance: ['insurance-cover', 'insurance-liability', 'insurance-claim'],
  tracking: ['tracking-where', 'tracking-updates', 'tracking-delay'],
  payment: ['payment-terms', 'payment-currency', 'payment-letter-of-credit'],
} as const;
export type FaqGroupId = keyof typeof faqGroups;
export type FaqQuestionId = (typeof faqGroups)[FaqGroupId][number];

export const helpCategories = {
  'booking-quotes': ['chargeable-weight', 'fcl-lcl-booking', 'ocean-surcharges'],
  'customs-documents': ['hs-classification', 'bill-of-lading', 'ata-carnet'],
  warehousing: ['warehouse-receiving', 'bonded-warehouse', 'cycle-counts'],
  'dangerous-goods': ['imdg-classes', 'dg-documents', 'lithium-batteries'],
  'systems-accounts': ['roles-and-access', 'password-reset', 'tracking-numbers'],
} as const;
export type HelpCategoryId = keyof typeof helpCategories;
export type HelpArticleId = (typeof helpCategories)[HelpCategoryId][number];

/** Each article's related articles, in the order shown. */
export const relatedArticles: Record<HelpArticleId, HelpArticleId[]> = {
  'chargeable-weight': ['ocean-surcharges', 'fcl-lcl-booking'],
  'fcl-lcl-booking': ['chargeable-weight', 'bill-of-lading', 'ocean-surcharges'],
  'ocean-surcharges': ['fcl-lcl-booking', 'chargeable-weight'],
  'hs-classification': ['ata-carnet', 'bonded-warehouse'],
  'bill-of-lading': ['fcl-lcl-booking', 'tracking-numbers'],
  'ata-carnet': ['hs-classification', 'bonded-warehouse'],
  'warehouse-receiving': ['cycle-counts', 'bonded-warehouse'],
  'bonded-warehouse': ['hs-classification', 'warehouse-receiving'],
  'cycle-counts': ['warehouse-receiving'],
  'imdg-classes': ['dg-documents', 'lithium-batteries'],
  'dg-documents': ['imdg-classes', 'bill-of-lading'],
  'lithium-batteries': ['imdg-classes', 'dg-documents'],
  'roles-and-access': ['password-reset'],
  'password-reset': ['roles-and-access'],
  'tracking-numbers': ['bill-of-lading', 'roles-and-access'],
};

/** The texts of one language. */
export interface HelpTexts {
  faqGroups: Record<FaqGroupId, string>;
  faq: Record<FaqQuestionId, { question: string; answer: string[] }>;
  categories: Record<HelpCategoryId, { title: string; description: string }>;
  articles: Record<HelpArticleId, { title: string; body: string[] }>;
}
