/** The route's :shipmentId as an id the API can hold, or null (the screen shows not found). */
export function shipmentIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
