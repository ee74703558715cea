import type { HelpLanguage } from '../contract';
import { helpCn } from './cn';
import { helpDe } from './de';
import { helpEn } from './en';
import { helpFr } from './fr';
import { helpPt } from './pt';
import type { HelpTexts } from './structure';
import { helpTh } from './th';

/** The help content of each language (api/modules/help reads it). */
export const helpTexts: Record<HelpLanguage, HelpTexts> = {
  en: helpEn,
  th: helpTh,
  cn: helpCn,
  de: helpDe,
  fr: helpFr,
  pt: helpPt,
};
