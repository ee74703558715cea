import { useSearchParams } from 'react-router';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { chatContactsQueryOptions, useChatContacts } from '../api/get-chat-contacts';
import { chatProfileQueryOptions } from '../api/get-chat-profile';
import { contactsQueryOptions, useContacts } from '../api/get-contacts';
import { chatThreadQueryOptions } from '../api/get-chat-thread';
import classes from '../chat.module.css';
import { ChatSidebar } from '../components/chat-sidebar';
import { Conversation, NoConversation } from '../components/conversation';

/** The colleague of `?contact=<uid>`, when the address names a possible one. */
function contactIdOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The lists, the profile and an opened thread are asked for while the screen's code loads. */
export function clientLoader({ request }: { request: Request }) {
  const contactId = contactIdOf(new URL(request.url).searchParams.get('contact'));
  prefetchWhenSignedIn(
    chatProfileQueryOptions(),
    chatContactsQueryOptions(),
    contactsQueryOptions(),
    ...(contactId ? [chatThreadQueryOptions(contactId)] : []),
  );
  return null;
}

/**
 * /apps/chat (docs/product.md sections 3.10 and 4.9): a messenger between the company's staff.
 * The list of chats and colleagues beside the conversation of `?contact=<uid>`; on a phone one of
 * the two at a time, the conversation with a way back.
 */
export default function ChatScreen() {
  const [params] = useSearchParams();
  const contactId = contactIdOf(params.get('contact'));
  const chats = useChatContacts();
  const contacts = useContacts();
  const contact =
    contactId === undefined
      ? undefined
      : (chats.data?.find((c) => c.uid === contactId) ??
        contacts.data?.find((c) => c.uid === contactId));

  return (
    <div className={classes.screen} data-open={contact !== undefined} data-testid="chat-screen">
      <ChatSidebar selected={contactId} />
      {contact ? <Conversation key={contact.uid} contact={contact} /> : <NoConversation />}
    </div>
  );
}
