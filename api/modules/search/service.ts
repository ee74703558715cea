import {
  SEARCH_SNIPPET_MAX,
  snippetAround,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchReply,
} from './contract';
import { formatTrackingNumber } from '../shipments/contract-tracking-number';
import type { ApiDeps } from '../deps';
import { searchEvents } from '../calendar';
import { mailText, searchMails } from '../email';
import { searchHelpArticles } from '../help';
import { shipmentsService } from '../shipments';
import { searchProducts } from '../shop';
import { searchTasks } from '../todo';
import { searchPeople } from '../user-management';

type Found = { total: number; hits: SearchHit[] };

/** Enough to count every article that matches (the knowledge base has a few dozen). */
const ARTICLES_MAX = 1000;

/**
 * The search across everything (docs/product.md section 7.16): each module answers what this reader
 * may see, by its own rules, through its index.ts: the reader's own tasks only
 * (docs/decisions/0056), the staff mailbox, the people and events every editor may list, the shop's
 * catalogue. The modules search in the database on SQL stores; the knowledge base
 * (api/modules/help) in the reader's language.
 */
export function searchService(deps: ApiDeps) {
  const { stores } = deps;
  const shipments = shipmentsService(deps);
  const kinds: Record<SearchKind, (readerId: number, query: SearchQuery) => Promise<Found>> = {
    /** by tracking number, places, shipper, consignee and cargo, newest booking first */
    async shipments(_reader, { q, limit }) {
      const found = await shipments.list({ q, sort: 'booked-desc', page: 1, perPage: 10 });
      return {
        total: found.total,
        hits: found.items.slice(0, limit).map((shipment) => ({
          id: String(shipment.id),
          title: `${formatTrackingNumber(shipment.trackingNumber)} · ${shipment.origin.name} → ${shipment.destination.name}`,
          snippet: snippetAround(
            [shipment.consignee.name, shipment.shipper.name, shipment.cargo.description].join(
              ' · ',
            ),
            q,
          ),
          place: shipment.canceledAt ? 'canceled' : shipment.status,
        })),
      };
    },
    async people(_reader, { q, limit }) {
      const { total, people } = await searchPeople(stores.auth, q, limit);
      return {
        total,
        hits: people.map((person) => ({
          id: String(person.id),
          title: person.name,
          snippet: snippetAround(
            [person.email, person.username, person.department].filter(Boolean).join(' · '),
            q,
          ),
          image: person.avatar || undefined,
        })),
      };
    },
    async products(_reader, { q, limit }) {
      const { total, products } = await searchProducts(stores.shop, q, limit);
      return {
        total,
        hits: products.map((product) => ({
          id: String(product.objectID),
          title: product.name,
          snippet: snippetAround(product.description, q),
          image: product.image,
        })),
      };
    },
    async mails(_reader, { q, limit }) {
      const { total, mails } = await searchMails(stores.email, q, limit);
      return {
        total,
        hits: mails.map((mail) => {
          const body = mailText(mail.message);
          const inBody = body.toLowerCase().includes(q.toLowerCase());
          return {
            id: String(mail.id),
            title: mail.subject,
            snippet: snippetAround(inBody ? body : `${mail.sender_name} <${mail.sender}>`, q),
            place: mail.mailFolder,
          };
        }),
      };
    },
    async tasks(reader, { q, limit }) {
      const { total, tasks } = await searchTasks(stores.todo, reader, q, limit);
      return {
        total,
        hits: tasks.map((task) => ({
          id: String(task.id),
          title: task.title,
          snippet: snippetAround(task.desc, q),
          place: task.isTrashed ? 'trashed' : task.isCompleted ? 'completed' : 'all',
        })),
      };
    },
    async events(_reader, { q, limit }) {
      const { total, events } = await searchEvents(stores.calendar, q, limit);
      return {
        total,
        hits: events.map((event) => ({
          id: String(event.id),
          title: event.title,
          snippet: snippetAround(event.description, q),
        })),
      };
    },
    /** the knowledge base in the reader's language (a few dozen articles, kept in the code) */
    async articles(_reader, { q, limit, lang }) {
      const found = searchHelpArticles(lang, q, ARTICLES_MAX);
      return {
        total: found.length,
        hits: found.slice(0, limit).map((article) => ({
          id: article.id,
          title: article.title,
          snippet: article.snippet.slice(0, SEARCH_SNIPPET_MAX + 2),
          place: article.categoryId,
        })),
      };
    },
  };

  return {
    /** every kind at once; a group for each kind, empty when nothing matches */
    async search(readerId: number, query: SearchQuery): Promise<SearchReply> {
      const entries = Object.entries(kinds) as [keyof typeof kinds, (typeof kinds)['people']][];
      const groups: SearchGroup[] = await Promise.all(
        entries.map(async ([kind, find]) => ({ kind, ...(await find(readerId, query)) })),
      );
      return { q: query.q, groups };
    },
  };
}
