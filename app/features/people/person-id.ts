/** The :userId of a people route as an id, or undefined when it cannot be one. */
export function personIdOf(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
