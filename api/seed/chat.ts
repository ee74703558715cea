import type { ChatContact, ChatMessage } from '../contract/chat';
import { avatarUrl } from './user-management';

export const chatContactsSeed: readonly ChatContact[] = [
  {
    uid: 1,
    displayName: 'Felecia Rower',
    about: 'Import manager at Andaman Foods. Reefer containers, weekly from Laem Chabang.',
    photoURL: avatarUrl(2),
    status: 'offline',
  },
  {
    uid: 2,
    displayName: 'Adalberto Granzin',
    about: 'Shipping line agent. Vessel schedules, bookings and cut-off times.',
    photoURL: avatarUrl(3),
    status: 'online',
  },
  {
    uid: 3,
    displayName: 'Joaquina Weisenborn',
    about: 'Customs broker. HS codes, permits and inspections.',
    photoURL: avatarUrl(4),
    status: 'away',
  },
  {
    uid: 4,
    displayName: 'Verla Morgano',
    about: 'Warehouse supervisor, Bang Na distribution centre.',
    photoURL: avatarUrl(6),
    status: 'online',
  },
  {
    uid: 5,
    displayName: 'Margot Henschke',
    about: 'Air freight desk, Suvarnabhumi cargo terminal.',
    photoURL: avatarUrl(8),
    status: 'do not disturb',
  },
  {
    uid: 6,
    displayName: 'Sal Piggee',
    about: 'Truck dispatcher for the cross-border routes to Laos and Malaysia.',
    photoURL: avatarUrl(9),
    status: 'online',
  },
  {
    uid: 7,
    displayName: 'Miguel Guelff',
    about: 'Project cargo engineer. Heavy lifts and out-of-gauge loads.',
    photoURL: avatarUrl(11),
    status: 'online',
  },
  {
    uid: 8,
    displayName: 'Mauro Elenbaas',
    about: 'Key account, Mekong Electronics. Air and sea consolidation.',
    photoURL: avatarUrl(15),
    status: 'away',
  },
  {
    uid: 9,
    displayName: 'Bridgett Omohundro',
    about: 'Insurance and claims for cargo damage.',
    photoURL: avatarUrl(16),
    status: 'offline',
  },
  {
    uid: 10,
    displayName: 'Zenia Jacobs',
    about: 'Finance. Invoices, duties and freight payments.',
    photoURL: avatarUrl(18),
    status: 'away',
  },
];

/** [contact uid, pinned, messages as [text, sent by us, minutes before seeding, seen]] */
const threads: readonly [number, boolean, [string, boolean, number, boolean][]][] = [
  [
    1,
    false,
    [
      ['Hi, is container ANDU 482913-7 loaded on the Maersk Kowloon?', false, 2950, true],
      ['Yes, it was loaded last night. The vessel sails tomorrow at 06:00.', true, 2940, true],
      ['Great. Could you send the bill of lading draft?', false, 2930, true],
      ['Sent to your inbox a minute ago. Please confirm the consignee address.', true, 2920, true],
    ],
  ],
  [
    2,
    true,
    [
      ['The cut-off for the Singapore service moved to Thursday 16:00.', false, 300, true],
      ['Thanks, we will bring the twelve TEU in by Wednesday.', true, 290, true],
      ['Also the VGM must be submitted 24 hours before cut-off.', false, 45, false],
      ['Please confirm the booking numbers for the reefers.', false, 40, false],
    ],
  ],
  [
    3,
    false,
    [
      ['Customs selected shipment SGW-2211 for physical inspection.', false, 1500, true],
      ['Understood. Which documents do you need from us?', true, 1490, true],
      ['Commercial invoice, packing list and the import permit.', false, 1480, true],
      ['All three are uploaded to the shared folder.', true, 1470, true],
      ['Inspection passed. Release expected this afternoon.', false, 20, false],
    ],
  ],
  [
    6,
    false,
    [
      ['Truck 70-4512 is at the Sadao border crossing.', false, 180, true],
      ['How long is the queue?', true, 175, true],
      ['About two hours. Delivery in Penang tomorrow morning.', false, 170, true],
    ],
  ],
  [
    7,
    true,
    [
      ['The 85 t transformer needs a route survey before we quote.', true, 4400, true],
      ['Survey booked for Monday, the crane is on hold for the 14th.', false, 4300, true],
    ],
  ],
];

/** The sample threads, with message times counted back from `now` (the time of seeding). */
export function chatThreadsSeed(
  now: Date,
): { contactId: number; isPinned: boolean; msg: ChatMessage[] }[] {
  return threads.map(([contactId, isPinned, messages]) => ({
    contactId,
    isPinned,
    msg: messages.map(([textContent, isSent, minutesAgo, isSeen]) => ({
      textContent,
      time: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
      isSent,
      isSeen,
    })),
  }));
}
