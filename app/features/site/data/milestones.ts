/** The company's milestones (about us). Sentences live in app/locales/<lang>/site.json; numbers are formatted per language (../format.ts). */

export const milestones: { id: string; year: number }[] = [
  { id: 'founded', year: 2004 },
  { id: 'customs', year: 2008 },
  { id: 'laemChabang', year: 2012 },
  { id: 'air', year: 2016 },
  { id: 'borders', year: 2019 },
  { id: 'heavy', year: 2023 },
];
