import type { EndpointSpec } from '../contract/endpoint';
import type { ApiRouter } from '../platform/router';
import type { ApiDeps } from './deps';
import * as authEndpoints from './auth/endpoints';
import { authRoutes } from './auth/routes';
import * as oidcEndpoints from './oidc/endpoints';
import { oidcRoutes } from './oidc/routes';
import * as userEndpoints from './user/endpoints';
import { userRoutes } from './user/routes';
import * as dataListEndpoints from './data-list/endpoints';
import { dataListRoutes } from './data-list/routes';
import * as todoEndpoints from './todo/endpoints';
import { todoRoutes } from './todo/routes';
import * as emailEndpoints from './email/endpoints';
import { emailRoutes } from './email/routes';
import * as contactEndpoints from './contact/endpoints';
import { contactRoutes } from './contact/routes';
import * as userManagementEndpoints from './user-management/endpoints';
import { userManagementRoutes } from './user-management/routes';
import * as accountEndpoints from './account/endpoints';
import { accountRoutes } from './account/routes';
import * as chatEndpoints from './chat/endpoints';
import { chatRoutes } from './chat/routes';
import * as calendarEndpoints from './calendar/endpoints';
import { calendarRoutes } from './calendar/routes';
import * as demoEndpoints from './demo/endpoints';
import { demoRoutes } from './demo/routes';
import * as avatarsEndpoints from './avatars/endpoints';
import { avatarRoutes } from './avatars/routes';
import * as liveEndpoints from './live/endpoints';
import { liveRoutes } from './live/routes';
import * as shopEndpoints from './shop/endpoints';
import { shopRoutes } from './shop/routes';
import * as ordersEndpoints from './orders/endpoints';
import { ordersRoutes } from './orders/routes';
import * as searchEndpoints from './search/endpoints';
import { searchRoutes } from './search/routes';
import * as helpEndpoints from './help/endpoints';
import { helpRoutes } from './help/routes';
import * as uploadsEndpoints from './uploads/endpoints';
import { uploadRoutes } from './uploads/routes';
import * as shipmentsEndpoints from './shipments/endpoints';
import { shipmentsRoutes } from './shipments/routes';
import * as companiesEndpoints from './companies/endpoints';
import { companiesRoutes } from './companies/routes';
import * as portalEndpoints from './portal/endpoints';
import { portalRoutes } from './portal/routes';
import * as shipmentDocumentsEndpoints from './shipment-documents/endpoints';
import { shipmentDocumentsRoutes } from './shipment-documents/routes';
import * as shipmentMailEndpoints from './shipment-mail/endpoints';
import { shipmentMailRoutes } from './shipment-mail/routes';
import * as healthEndpoints from './health/endpoints';

/** One domain of the API: its endpoints' declarations and the routes that serve them. */
export interface ApiModule {
  name: string;
  /** every endpoint of the module, declared once (its endpoints.ts) */
  endpoints: Record<string, EndpointSpec>;
  /** its routes, mounted at /api; absent where api/app.ts serves them (health, the API's own document) */
  routes?: (deps: ApiDeps) => ApiRouter;
}

/**
 * The API's modules, in the order their routes are mounted (docs/adding-a-module.md): api/app.ts
 * mounts them, the OpenAPI document and the route-declaration test read their endpoints. The
 * stores of the modules are named in ./stores.ts, by module name, and made by ./memory-stores.ts and
 * ./sql-stores.server.ts.
 */
export const apiModules: readonly ApiModule[] = [
  { name: 'auth', endpoints: authEndpoints, routes: authRoutes },
  { name: 'oidc', endpoints: oidcEndpoints, routes: oidcRoutes },
  { name: 'user', endpoints: userEndpoints, routes: userRoutes },
  { name: 'data-list', endpoints: dataListEndpoints, routes: dataListRoutes },
  { name: 'todo', endpoints: todoEndpoints, routes: todoRoutes },
  { name: 'email', endpoints: emailEndpoints, routes: emailRoutes },
  { name: 'contact', endpoints: contactEndpoints, routes: contactRoutes },
  { name: 'user-management', endpoints: userManagementEndpoints, routes: userManagementRoutes },
  { name: 'account', endpoints: accountEndpoints, routes: accountRoutes },
  { name: 'chat', endpoints: chatEndpoints, routes: chatRoutes },
  { name: 'calendar', endpoints: calendarEndpoints, routes: calendarRoutes },
  { name: 'demo', endpoints: demoEndpoints, routes: demoRoutes },
  { name: 'avatars', endpoints: avatarsEndpoints, routes: avatarRoutes },
  { name: 'live', endpoints: liveEndpoints, routes: liveRoutes },
  { name: 'shop', endpoints: shopEndpoints, routes: shopRoutes },
  { name: 'orders', endpoints: ordersEndpoints, routes: ordersRoutes },
  { name: 'search', endpoints: searchEndpoints, routes: searchRoutes },
  { name: 'help', endpoints: helpEndpoints, routes: helpRoutes },
  { name: 'uploads', endpoints: uploadsEndpoints, routes: uploadRoutes },
  { name: 'shipments', endpoints: shipmentsEndpoints, routes: shipmentsRoutes },
  { name: 'companies', endpoints: companiesEndpoints, routes: companiesRoutes },
  { name: 'portal', endpoints: portalEndpoints, routes: portalRoutes },
  {
    name: 'shipment-documents',
    endpoints: shipmentDocumentsEndpoints,
    routes: shipmentDocumentsRoutes,
  },
  { name: 'shipment-mail', endpoints: shipmentMailEndpoints, routes: shipmentMailRoutes },
  { name: 'health', endpoints: healthEndpoints },
];

/** Every endpoint of the API by `module.name` (unique: the OpenAPI document's operation ids). */
export function allEndpoints(): Record<string, EndpointSpec> {
  return Object.fromEntries(
    apiModules.flatMap((module) =>
      Object.entries(module.endpoints).map(([name, spec]) => [`${module.name}.${name}`, spec]),
    ),
  );
}
