import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { chatService } from './service';

/**
 * The chat between staff (docs/product.md section 7.6; ./endpoints.ts declares each path): every
 * call is the reader's own side.
 */
export function chatRoutes(deps: ApiDeps) {
  const service = chatService(deps.stores.chat, deps.live, deps.now, deps.log);
  const routes = endpointRoutes(deps);
  return (
    routes
      .on(endpoints.getChatProfile, async (c) => service.profile(c.get('principal').id))
      .on(endpoints.setChatStatus, async (c, { body }) =>
        service.setStatus(c.get('principal').id, body.status),
      )
      .on(endpoints.listChatContacts, async (c, { query }) =>
        service.contacts(c.get('principal').id, query.q),
      )
      .on(endpoints.listChats, async (c) => service.chats(c.get('principal').id))
      .on(endpoints.getChatThread, async (c, { params }) =>
        service.chat(c.get('principal').id, params.contactId),
      )
      .on(endpoints.listChatThreadContacts, async (c, { query }) =>
        service.chatContacts(c.get('principal').id, query.q),
      )
      // both forms of docs/product.md section 7: "/mark-all-seen/" with {contactId} and
      // "/mark-all-seen" with {id}
      .on(endpoints.markChatSeen, async (c, { body }) =>
        service.markAllSeen(c.get('principal').id, (body.contactId ?? body.id)!),
      )
      .on(endpoints.setChatPinned, async (c, { body }) =>
        service.setPinned(c.get('principal').id, body.contactId, body.value),
      )
      .on(endpoints.sendChatMessage, async (c, { body }) =>
        service.send(
          c.get('principal').id,
          body.payload.id,
          body.payload.msg.textContent,
          body.payload.isPinned,
        ),
      ).router
  );
}
