/** The management team. Sentences live in app/locales/<lang>/site.json; numbers are formatted per language (../format.ts). */

export interface TeamMember {
  id: 'anong' | 'daniel' | 'pimchanok' | 'somchai' | 'liwei' | 'camille';
  /** names are written as the person writes them */
  name: string;
  photo: string;
}

export const team: TeamMember[] = [
  { id: 'anong', name: 'Anong Srisuk', photo: '/images/site/team-anong.svg' },
  { id: 'daniel', name: 'Daniel Weber', photo: '/images/site/team-daniel.svg' },
  { id: 'pimchanok', name: 'Pimchanok Rattanakul', photo: '/images/site/team-pimchanok.svg' },
  { id: 'somchai', name: 'Somchai Boonmee', photo: '/images/site/team-somchai.svg' },
  { id: 'liwei', name: 'Li Wei', photo: '/images/site/team-liwei.svg' },
  { id: 'camille', name: 'Camille Laurent', photo: '/images/site/team-camille.svg' },
];
