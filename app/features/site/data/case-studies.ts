/** The project cases of the portfolio page. Sentences live in app/locales/<lang>/site.json; numbers are formatted per language (../format.ts). */
import type { ServiceId } from './services';

export interface CaseStudy {
  id: 'windFarm' | 'autoParts' | 'durian' | 'hospital' | 'garments' | 'transformers';
  service: ServiceId | 'packing';
  /** year and month the project was completed, ISO yyyy-mm */
  completed: string;
  image: string;
}

export const caseStudies: CaseStudy[] = [
  { id: 'windFarm', service: 'heavy', completed: '2024-03', image: '/images/site/case-wind-farm.svg' },
  { id: 'autoParts', service: 'crossBorder', completed: '2023-06', image: '/images/site/case-auto-parts.svg' },
  { id: 'durian', service: 'crossBorder', completed: '2025-07', image: '/images/site/case-durian.svg' },
  { id: 'hospital', service: 'packing', completed: '2024-09', image: '/images/site/case-hospital.svg' },
  { id: 'garments', service: 'sea', completed: '2022-02', image: '/images/site/case-garments.svg' },
  { id: 'transformers', service: 'heavy', completed: '2025-11', image: '/images/site/case-transformers.svg' },
];
