import type { ChatStatus } from './contract';
import type { AuthStore } from '../auth/store';
import { isChatStaff, type ChatStore, type NewThread } from './store';
import { roleOfPeopleRole } from '../../contract/roles';
import { managedUsersSeed } from '../user-management/seed';

/**
 * Sample conversations between the company's staff (docs/decisions/0053): some between sample
 * people, and, where the demo accounts exist (development and browser mode, api/modules/auth/seed.ts),
 * between them and sample staff, so that a demo sign-in opens a lively chat. Deterministic;
 * message times count back from the `now` they are seeded at (docs/decisions/0044).
 */

/**
 * The sample people who may chat (staff and admins, active), in the order of the people seed: the
 * threads below name them by their place in this list, so each one is a colleague who can answer.
 */
export function chatSampleStaff(): number[] {
  return managedUsersSeed()
    .filter((p) => isChatStaff({ role: roleOfPeopleRole(p.role), accountStatus: p.status }))
    .map((p) => p.id);
}

type Side = 'a' | 'b';
/** [who sent it, text, minutes before seeding, seen by its receiver] */
type Line = [Side, string, number, boolean];
/** a person: a place in chatSampleStaff(), or a demo account's email */
type Who = number | 'admin@demo.com' | 'editor@demo.com';
interface Plan {
  a: Who;
  b: Who;
  pinned: Side[];
  lines: Line[];
}

/** Between sample staff: nobody signs in as them, but their threads are theirs. */
const samplePlans: readonly Plan[] = [
  {
    a: 8,
    b: 9,
    pinned: [],
    lines: [
      ['a', 'The claim for the water-damaged cartons on SGW-2207 is with the insurer.', 3100, true],
      ['b', 'Did the surveyor photograph the container seals?', 3090, true],
      ['a', 'Yes, seals intact. The damage came from condensation, not a leak.', 3080, true],
      [
        'b',
        'Then we ask the shipper about the desiccant bags. I will draft the letter.',
        3070,
        true,
      ],
    ],
  },
  {
    a: 10,
    b: 12,
    pinned: ['a'],
    lines: [
      ['b', 'Duties for the Mekong Electronics import are 184,200 THB.', 900, true],
      ['a', 'Paid this morning. The receipt is in the shared folder.', 880, true],
      ['b', 'Thanks. Invoice FRT-11873 goes out with the release.', 870, false],
    ],
  },
  {
    a: 1,
    b: 2,
    pinned: [],
    lines: [
      ['a', 'Can we consolidate the three LCL lots for Hamburg into one 40 ft box?', 2400, true],
      ['b', 'Volume is 61 m³, so yes, with room for the pallets from Rayong.', 2390, true],
    ],
  },
];

/** The demo accounts' threads: with each other and with sample staff. */
const demoPlans: readonly Plan[] = [
  {
    a: 'admin@demo.com',
    b: 'editor@demo.com',
    pinned: ['a'],
    lines: [
      ['a', 'The 85 t transformer needs a route survey before we quote.', 4400, true],
      ['b', 'Survey booked for Monday, the crane is on hold for the 14th.', 4300, true],
      [
        'a',
        'Good. Check the bridge at Km 42 on Route 304, the last permit was for 70 t.',
        95,
        true,
      ],
      ['b', 'Will do. The police escort is confirmed for the night move.', 12, false],
    ],
  },
  {
    a: 'admin@demo.com',
    b: 0,
    pinned: ['a'],
    lines: [
      ['b', 'The cut-off for the Singapore service moved to Thursday 16:00.', 300, true],
      ['a', 'Thanks, we will bring the twelve TEU in by Wednesday.', 290, true],
      ['b', 'Also the VGM must be submitted 24 hours before cut-off.', 45, false],
      ['b', 'Please confirm the booking numbers for the reefers.', 40, false],
    ],
  },
  {
    a: 'admin@demo.com',
    b: 4,
    pinned: [],
    lines: [
      ['b', 'Customs selected shipment SGW-2211 for physical inspection.', 1500, true],
      ['a', 'Understood. Which documents do they need from us?', 1490, true],
      ['b', 'Commercial invoice, packing list and the import permit.', 1480, true],
      ['a', 'All three are uploaded to the shared folder.', 1470, true],
      ['b', 'Inspection passed. Release expected this afternoon.', 20, false],
    ],
  },
  {
    a: 'admin@demo.com',
    b: 5,
    pinned: [],
    lines: [
      ['b', 'Is container ANDU 482913-7 loaded on the Maersk Kowloon?', 2950, true],
      ['a', 'Yes, it was loaded last night. The vessel sails tomorrow at 06:00.', 2940, true],
      ['b', 'Great. Andaman Foods asks for the bill of lading draft.', 2930, true],
      ['a', 'Sent a minute ago. Please have them confirm the consignee address.', 2920, false],
    ],
  },
  {
    a: 'editor@demo.com',
    b: 6,
    pinned: [],
    lines: [
      ['b', 'Truck 70-4512 is at the Sadao border crossing.', 180, true],
      ['a', 'How long is the queue?', 175, true],
      ['b', 'About two hours. Delivery in Penang tomorrow morning.', 170, false],
    ],
  },
  {
    a: 'editor@demo.com',
    b: 3,
    pinned: ['a'],
    lines: [
      ['a', 'Dock 3 at Bang Na is free at 14:00 for the Laos trailers.', 600, true],
      [
        'b',
        'Perfect, two trailers with 26 pallets each. Drivers have the T1 documents.',
        590,
        true,
      ],
      ['a', 'Scan the seals at the gate, please: the Vientiane consignee wants photos.', 585, true],
    ],
  },
  {
    a: 'editor@demo.com',
    b: 7,
    pinned: [],
    lines: [
      ['b', 'The air freight for Frankfurt is on TG 920 tonight, 1.2 t chargeable.', 240, true],
      [
        'a',
        'Can the pharma pallets stay in the cool room at Suvarnabhumi until loading?',
        230,
        true,
      ],
      ['b', 'Booked, 2-8 °C until 22:30. The data loggers are on.', 60, false],
    ],
  },
];

/**
 * How the demo accounts' colleagues are when the demo starts (a status is the account's own, set
 * with the demo threads): the people seed leaves everyone offline.
 */
const demoStatuses: readonly [number, ChatStatus][] = [
  [0, 'online'],
  [3, 'away'],
  [4, 'do not disturb'],
  [5, 'online'],
  [6, 'online'],
  [7, 'away'],
];

function build(plans: readonly Plan[], idOf: (who: Who) => number, now: Date): NewThread[] {
  return plans.map((plan) => {
    const a = idOf(plan.a);
    const b = idOf(plan.b);
    const person = (side: Side) => (side === 'a' ? a : b);
    return {
      a,
      b,
      pinnedBy: plan.pinned.map(person),
      msg: plan.lines.map(([side, textContent, minutesAgo, isSeen]) => ({
        from: person(side),
        to: person(side === 'a' ? 'b' : 'a'),
        textContent,
        time: new Date(now.getTime() - minutesAgo * 60_000),
        isSeen,
      })),
    };
  });
}

/** The threads between sample staff, dated from `now`. */
export function chatThreadsSeed(now: Date): NewThread[] {
  const staff = chatSampleStaff();
  return build(samplePlans, (who) => staff[who as number], now);
}

/** The threads of the demo accounts (by id) with each other and with sample staff. */
export function demoChatThreadsSeed(
  now: Date,
  demo: { admin: number; editor: number },
): NewThread[] {
  const staff = chatSampleStaff();
  const idOf = (who: Who) =>
    who === 'admin@demo.com' ? demo.admin : who === 'editor@demo.com' ? demo.editor : staff[who];
  return build(demoPlans, idOf, now);
}

/**
 * The demo accounts' threads, when the demo accounts exist and have none yet (the first start of
 * a development or browser-mode API: api/assemble.ts calls this right after seedDemoAccounts).
 */
export async function seedDemoChats(chat: ChatStore, auth: AuthStore, now: Date) {
  const [admin, editor] = await Promise.all(
    ['admin@demo.com', 'editor@demo.com'].map((email) => auth.findUserByEmail(email)),
  );
  if (!admin || !editor) return;
  const started = await Promise.all([admin, editor].map((a) => chat.listSummaries(a.id)));
  if (started.some((threads) => threads.length > 0)) return;
  // only with colleagues who are there and may chat (a database without the sample people has none)
  const present = new Set([admin.id, editor.id, ...(await chat.listStaff()).map((c) => c.uid)]);
  const threads = demoChatThreadsSeed(now, { admin: admin.id, editor: editor.id }).filter(
    (t) => present.has(t.a) && present.has(t.b),
  );
  await chat.importThreads(threads);
  const staff = chatSampleStaff();
  for (const [who, status] of demoStatuses) {
    if (present.has(staff[who])) await chat.setStatus(staff[who], status);
  }
}
