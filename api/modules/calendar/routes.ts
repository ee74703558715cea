import {
  createCalendarEventBody,
  dragCalendarEventBody,
  updateCalendarEventBody,
} from '../../contract/calendar';
import { requireRule } from '../../platform/guard';
import type { ApiDeps } from '../../platform/types';
import { idParam, readBody } from '../../platform/validate';
import { calendarService } from './service';
import { apiRouter } from '../../platform/router';

export function calendarRoutes(deps: ApiDeps) {
  const service = calendarService(deps.stores.calendar);
  const editors = requireRule(deps, 'editor');
  return apiRouter()
    .get('/apps/calendar/events', editors, async (c) => c.json(await service.events()))
    .post('/apps/calendar/events', editors, async (c) => {
      const { event } = await readBody(c, createCalendarEventBody);
      const { id: _ignored, ...input } = event;
      return c.json({ id: await service.create(input) }, 201);
    })
    .get('/apps/calendar/labels', editors, async (c) => c.json(await service.labels()))
    .post('/apps/calendar/event/dragged/:id', editors, async (c) => {
      const id = idParam(c);
      const { payload } = await readBody(c, dragCalendarEventBody);
      return c.json(await service.drag(id, payload.date));
    })
    .post('/apps/calendar/event/:id', editors, async (c) => {
      const id = idParam(c);
      const { event } = await readBody(c, updateCalendarEventBody);
      const { id: _ignored, ...changes } = event;
      return c.json(await service.update(id, changes));
    })
    .delete('/apps/calendar/event/:id', editors, async (c) => {
      await service.remove(idParam(c));
      return c.json({ ok: true });
    });
}
