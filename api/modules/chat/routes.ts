import {
  contactsQuery,
  markAllSeenBody,
  sendMessageBody,
  setPinnedBody,
} from '../../contract/chat';
import { requireRule } from '../../platform/guard';
import type { ApiDeps } from '../../platform/types';
import { readBody, readQuery } from '../../platform/validate';
import { chatService } from './service';
import { apiRouter } from '../../platform/router';

export function chatRoutes(deps: ApiDeps) {
  const service = chatService(deps.stores.chat, deps.now);
  const editors = requireRule(deps, 'editor');
  return (
    apiRouter()
      .get('/apps/chat/contacts', editors, async (c) =>
        c.json(await service.contacts(readQuery(c, contactsQuery).q)),
      )
      .get('/apps/chat/chats', editors, async (c) => c.json(await service.chats()))
      .get('/apps/chat/chat-contacts', editors, async (c) =>
        c.json(await service.chatContacts(readQuery(c, contactsQuery).q)),
      )
      // both forms of docs/product.md section 7: "/mark-all-seen/" with {contactId} and
      // "/mark-all-seen" with {id}
      .post('/apps/chat/mark-all-seen', editors, async (c) => {
        const body = await readBody(c, markAllSeenBody);
        return c.json(await service.markAllSeen((body.contactId ?? body.id)!));
      })
      .post('/apps/chat/set-pinned', editors, async (c) => {
        const { contactId, value } = await readBody(c, setPinnedBody);
        return c.json(await service.setPinned(contactId, value));
      })
      .post('/apps/chat/msg', editors, async (c) => {
        const { payload } = await readBody(c, sendMessageBody);
        return c.json(await service.send(payload.id, payload.msg, payload.isPinned));
      })
  );
}
