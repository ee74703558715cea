import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { todoService } from './service';

/**
 * The todo app (./endpoints.ts declares each path): staff only (rule editor); every call reads
 * and changes the reader's own tasks.
 */
export function todoRoutes(deps: ApiDeps) {
  const service = todoService(deps.stores.todo);
  const routes = endpointRoutes(deps);
  return routes
    .on(endpoints.listTasks, async (c, { query }) =>
      service.list(c.get('principal').id, query.filter),
    )
    .on(endpoints.createTask, async (c, { body }) => {
      const { id: _ignored, ...fields } = body.task;
      return { id: await service.create(c.get('principal').id, fields) };
    })
    .on(endpoints.listTaskTags, async () => service.tags())
    .on(endpoints.updateTask, async (c, { params, body }) => {
      const { id: _ignored, ...changes } = body.task;
      return service.update(c.get('principal').id, params.id, changes);
    })
    .on(endpoints.deleteTask, async (c, { params }) =>
      service.deleteForever(c.get('principal').id, params.id),
    ).router;
}
