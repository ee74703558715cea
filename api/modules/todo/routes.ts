import { createTaskBody, taskListQuery, updateTaskBody } from './contract';
import { requireRule } from '../../platform/guard';
import type { ApiDeps } from '../deps';
import { idParam, readBody, readQuery } from '../../platform/validate';
import { todoService } from './service';
import { apiRouter } from '../../platform/router';

/** The todo app: staff only (rule editor); every call reads and changes the reader's own tasks. */
export function todoRoutes(deps: ApiDeps) {
  const service = todoService(deps.stores.todo);
  const editors = requireRule(deps, 'editor');
  return apiRouter()
    .get('/apps/todo/tasks', editors, async (c) => {
      const { filter } = readQuery(c, taskListQuery);
      return c.json(await service.list(c.get('principal').id, filter));
    })
    .post('/apps/todo/tasks', editors, async (c) => {
      const { task } = await readBody(c, createTaskBody);
      const { id: _ignored, ...fields } = task;
      return c.json({ id: await service.create(c.get('principal').id, fields) }, 201);
    })
    .get('/apps/todo/tags', editors, async (c) => c.json(await service.tags()))
    .post('/apps/todo/task/:id', editors, async (c) => {
      const id = idParam(c);
      const { task } = await readBody(c, updateTaskBody);
      const { id: _ignored, ...changes } = task;
      return c.json(await service.update(c.get('principal').id, id, changes));
    })
    .delete('/apps/todo/task/:id', editors, async (c) =>
      c.json(await service.deleteForever(c.get('principal').id, idParam(c))),
    );
}
