/**
 * The examples of /ui-elements/table in their order (`example-<id>` test ids), written out here,
 * not imported from the app, so that the tests check the app's order.
 */
export const TABLE_EXAMPLES = [
  'simple',
  'striped',
  'states',
  'expandable',
  'filter',
  'pagination',
  'selection',
  'sorting',
] as const;
