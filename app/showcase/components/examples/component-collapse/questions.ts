/** The questions of the accordions: keys of their texts (`questions.<key>.q` and `.a`). */
export const QUESTIONS = ['documents', 'dangerous', 'insurance', 'demurrage'] as const;
