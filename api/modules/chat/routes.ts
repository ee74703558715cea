import {
  contactsQuery,
  markAllSeenBody,
  sendMessageBody,
  setPinnedBody,
  setStatusBody,
} from './contract';
import { requireRule } from '../../platform/guard';
import type { ApiDeps } from '../deps';
import { idParam, readBody, readQuery } from '../../platform/validate';
import { chatService } from './service';
import { apiRouter } from '../../platform/router';

/** The chat between staff (docs/product.md section 7.6): every call is the reader's own side. */
export function chatRoutes(deps: ApiDeps) {
  const service = chatService(deps.stores.chat, deps.live, deps.now, deps.log);
  const editors = requireRule(deps, 'editor');
  return (
    apiRouter()
      .get('/apps/chat/profile', editors, async (c) =>
        c.json(await service.profile(c.get('principal').id)),
      )
      .post('/apps/chat/set-status', editors, async (c) => {
        const { status } = await readBody(c, setStatusBody);
        return c.json(await service.setStatus(c.get('principal').id, status));
      })
      .get('/apps/chat/contacts', editors, async (c) =>
        c.json(await service.contacts(c.get('principal').id, readQuery(c, contactsQuery).q)),
      )
      .get('/apps/chat/chats', editors, async (c) =>
        c.json(await service.chats(c.get('principal').id)),
      )
      .get('/apps/chat/chats/:contactId', editors, async (c) =>
        c.json(await service.chat(c.get('principal').id, idParam(c, 'contactId'))),
      )
      .get('/apps/chat/chat-contacts', editors, async (c) =>
        c.json(await service.chatContacts(c.get('principal').id, readQuery(c, contactsQuery).q)),
      )
      // both forms of docs/product.md section 7: "/mark-all-seen/" with {contactId} and
      // "/mark-all-seen" with {id}
      .post('/apps/chat/mark-all-seen', editors, async (c) => {
        const body = await readBody(c, markAllSeenBody);
        return c.json(
          await service.markAllSeen(c.get('principal').id, (body.contactId ?? body.id)!),
        );
      })
      .post('/apps/chat/set-pinned', editors, async (c) => {
        const { contactId, value } = await readBody(c, setPinnedBody);
        return c.json(await service.setPinned(c.get('principal').id, contactId, value));
      })
      .post('/apps/chat/msg', editors, async (c) => {
        const { payload } = await readBody(c, sendMessageBody);
        return c.json(
          await service.send(
            c.get('principal').id,
            payload.id,
            payload.msg.textContent,
            payload.isPinned,
          ),
        );
      })
  );
}
