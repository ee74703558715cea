import { getPortalCompany } from '../../../api/modules/portal/endpoints';
import { apiRequest } from '../http/api-client';

/**
 * Whether the signed-in person belongs to a customer company: the portal's company answers them,
 * anyone else 403 noCompany. Any failure (the network too) reads as no, so the sign-in still lands
 * somewhere.
 */
export async function belongsToCompany(): Promise<boolean> {
  try {
    await apiRequest(getPortalCompany);
    return true;
  } catch {
    return false;
  }
}
