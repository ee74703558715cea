/** What every analytics card's body is given: its (translated) title, its data, its heading level. */
export interface CardBodyProps<T> {
  title: string;
  card: T;
  /** 3 under a section's h2 (the dashboard), 2 on a page of cards */
  order: 2 | 3;
}
