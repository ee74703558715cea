import type { TaskInput, TaskTag } from './contract';
import type { AuthStore } from '../auth/store';
import type { TodoStore } from './store';

/**
 * The four task tags. The values are fixed (docs/product.md section 4); the texts are the
 * operations team's.
 */
export function todoTagSeed(): TaskTag[] {
  return [
    { id: 1, text: 'Ocean bookings', value: 'frontend', color: 'primary' },
    { id: 2, text: 'Customs & docs', value: 'backend', color: 'success' },
    { id: 3, text: 'Paperwork', value: 'doc', color: 'warning' },
    { id: 4, text: 'Exceptions', value: 'bug', color: 'danger' },
  ];
}

/**
 * The demo accounts' sample tasks (docs/decisions/0056): a task is its owner's, so the samples are
 * made for the demo accounts (development and browser mode, api/modules/auth/seed.ts) when the API starts,
 * never for nobody. Deterministic; due days count from the `now` they are seeded at (the day in
 * UTC): some overdue, some today, some later, some without a due day.
 */

type SeedTask = Omit<
  TaskInput,
  'dueDate' | 'isImportant' | 'isStarred' | 'isCompleted' | 'isTrashed'
> &
  Partial<Pick<TaskInput, 'isImportant' | 'isStarred' | 'isCompleted' | 'isTrashed'>> & {
    /** due this many days after the day of seeding (negative: overdue), or null for none */
    dueIn: number | null;
  };

/** The operations desk (editor@demo.com): bookings, customs, paperwork and exceptions. */
const editorTasks: SeedTask[] = [
  {
    title: 'Book vessel space for 4 x 40HC to Rotterdam',
    desc: 'Shipper wants the week 49 sailing from Laem Chabang. Compare Maersk and ONE allocations and confirm the cut-off with the customer.',
    tags: ['frontend'],
    isImportant: true,
    isStarred: true,
    dueIn: 2,
  },
  {
    title: 'Chase original bill of lading for Thai Rubber shipment',
    desc: 'Consignee cannot release cargo in Hamburg without the OBL. Ask the carrier to switch to a telex release if the originals are not couriered by Friday.',
    tags: ['doc', 'bug'],
    isImportant: true,
    dueIn: -2,
  },
  {
    title: 'File import declaration for the Osaka machinery',
    desc: 'Commercial invoice, packing list and certificate of origin are in. Check the HS codes for the CNC spindles before submitting.',
    tags: ['backend'],
    isStarred: true,
    dueIn: 0,
  },
  {
    title: 'Confirm reefer plug-in at Bangkok port for durian export',
    desc: 'Set point 2 °C, ventilation closed. Send the temperature log template to the packing house.',
    tags: ['frontend'],
    isCompleted: true,
    dueIn: -3,
  },
  {
    title: 'Request airfreight rates BKK–FRA for 1.2 t of spare parts',
    desc: 'Ask three airlines for general cargo rates, 100 kg+ break, and the fuel surcharge for December.',
    tags: ['frontend'],
    dueIn: 5,
  },
  {
    title: 'Resolve customs hold on container MSKU 738211-4',
    desc: 'Customs flagged the container for physical inspection. Book the inspection slot and tell the consignee about the storage charges.',
    tags: ['backend', 'bug'],
    isImportant: true,
    isStarred: true,
    dueIn: -1,
  },
  {
    title: 'Update dangerous goods declaration for lithium batteries',
    desc: 'UN3481, packing instruction 967 section II. The airline rejected the first version: the handling label was missing.',
    tags: ['doc', 'bug'],
    dueIn: 1,
  },
  {
    title: 'Arrange lowbed trailer for the 62 t transformer',
    desc: 'Route survey from Map Ta Phut to the substation at Saraburi is done; police escort needed for the night move.',
    tags: ['frontend'],
    isImportant: true,
    dueIn: 9,
  },
  {
    title: 'Prepare cross-border permits for the Vientiane truck convoy',
    desc: 'Six trucks through Nong Khai. Transit documents, drivers’ passports and the ASEAN customs transit declaration.',
    tags: ['backend', 'doc'],
    isStarred: true,
    dueIn: 4,
  },
  {
    title: 'Send proof of delivery to Nordic Furniture AB',
    desc: 'Signed POD from the warehouse in Gothenburg; attach the photos of the pallets on arrival.',
    tags: ['doc'],
    isCompleted: true,
    dueIn: null,
  },
  {
    title: 'Invoice demurrage for the delayed Jakarta containers',
    desc: 'Five free days ended on the 14th. Calculate the charges per container and send the invoice with the carrier statement.',
    tags: ['backend'],
    dueIn: 0,
  },
  {
    title: 'Check fumigation certificate for the wooden crates',
    desc: 'ISPM 15 stamp must be visible on every crate; ask the packer for the certificate before the trucks load.',
    tags: ['doc'],
    isCompleted: true,
    dueIn: -6,
  },
  {
    title: 'Report damaged pallet at warehouse bay 7',
    desc: 'Forklift damage on inbound shipment SG-4471. Photos taken, surveyor to be called, customer informed.',
    tags: ['bug'],
    isImportant: true,
    dueIn: null,
  },
  {
    title: 'Negotiate Q1 contract rates with the trucking partner',
    desc: 'Lane Bangkok–Penang and Bangkok–Phnom Penh. Target: keep the diesel surcharge formula of this year.',
    tags: ['frontend'],
    dueIn: 21,
  },
  {
    title: 'Renew customs broker licence',
    desc: 'The licence expires at the end of next month. Training certificates for two brokers are still missing.',
    tags: ['backend', 'doc'],
    isStarred: true,
    dueIn: 30,
  },
  {
    title: 'Book charter flight for the project cargo to Dhaka',
    desc: 'Out-of-gauge turbine parts, 38 t. Compare an AN-124 and a 747F charter; the customer needs the quote by Monday.',
    tags: ['frontend'],
    isImportant: true,
    isStarred: true,
    dueIn: 3,
  },
  {
    title: 'Fix wrong consignee address on the Sydney house bill',
    desc: 'The consignee moved warehouses. Issue a corrected HBL and inform the destination agent.',
    tags: ['doc', 'bug'],
    isCompleted: true,
    dueIn: -4,
  },
  {
    title: 'Plan warehouse cycle count for the electronics client',
    desc: 'High-value zone first, then fast movers. Share the count schedule with the client’s auditor.',
    tags: ['backend'],
    dueIn: 12,
  },
  {
    title: 'Old task: quote for the trade fair shipment',
    desc: 'The exhibitor cancelled their stand; the quote is no longer needed.',
    tags: ['frontend'],
    isTrashed: true,
    dueIn: -10,
  },
  {
    title: 'Duplicate: chase the packing list for PO 88213',
    desc: 'Entered twice; see the task about the Osaka machinery declaration.',
    tags: ['doc'],
    isTrashed: true,
    dueIn: null,
  },
  {
    title: 'Track the LCL consolidation to Singapore',
    desc: 'Nine shippers in one container. Three cargo receipts are still open at the CFS.',
    tags: ['frontend', 'backend'],
    dueIn: 1,
  },
];

/** The manager (admin@demo.com): contracts, claims, audits, people and the yearly paperwork. */
const adminTasks: SeedTask[] = [
  {
    title: 'Review the carrier contract with Evergreen for 2027',
    desc: 'Volume commitment of 1,800 TEU to Northern Europe. Legal has marked the detention and demurrage clauses.',
    tags: ['frontend', 'doc'],
    isImportant: true,
    isStarred: true,
    dueIn: 3,
  },
  {
    title: 'Sign off the AEO renewal audit',
    desc: 'Customs visits the Bang Na office on the audit day. The security plan and the staff training records must be in the binder.',
    tags: ['backend', 'doc'],
    isImportant: true,
    dueIn: 0,
  },
  {
    title: 'Approve overtime for the Christmas peak at Lat Krabang',
    desc: 'The warehouse asks for two extra shifts a week until mid-January. Check against the volume forecast first.',
    tags: ['backend'],
    dueIn: 1,
  },
  {
    title: 'Answer the claim of Andaman Foods for the late reefer',
    desc: 'The container missed the vessel because the genset failed at the gate. The customer claims the lost margin; ask the haulier’s insurer.',
    tags: ['bug'],
    isImportant: true,
    isStarred: true,
    dueIn: -3,
  },
  {
    title: 'Quarterly KPI report for the board',
    desc: 'On-time delivery, claims ratio, dwell time at the CFS and the margin per lane. Sales sends their figures by Wednesday.',
    tags: ['doc'],
    dueIn: 7,
  },
  {
    title: 'Renew the cargo liability insurance',
    desc: 'The broker has three offers. Compare the limits per kilo and the deductible for high-value electronics.',
    tags: ['doc'],
    isStarred: true,
    dueIn: 14,
  },
  {
    title: 'Tender the Bangkok–Kuala Lumpur trucking lane',
    desc: 'Send the tender pack to five hauliers: 40 loads a month, temperature-controlled and dry.',
    tags: ['frontend'],
    dueIn: 10,
  },
  {
    title: 'Investigate the short delivery to Siam Cement',
    desc: 'Four pallets short at delivery, and the seal number matches. Compare the loading photos with the tally sheet.',
    tags: ['bug', 'backend'],
    isImportant: true,
    dueIn: -1,
  },
  {
    title: 'Plan the air freight team’s move to the Suvarnabhumi office',
    desc: 'IT, desks and the cargo terminal passes for six people before the end of the quarter.',
    tags: ['frontend'],
    dueIn: 40,
  },
  {
    title: 'Approve the new LCL rate card for Europe',
    desc: 'Hamburg, Rotterdam and Antwerp. Keep the minimum at 1 m³ and add the low-sulphur surcharge.',
    tags: ['frontend'],
    isCompleted: true,
    dueIn: -5,
  },
  {
    title: 'Sign the bonded warehouse licence renewal',
    desc: 'Customs sent the renewal form; the floor plan must show the new cage for bonded goods.',
    tags: ['backend', 'doc'],
    isCompleted: true,
    dueIn: -8,
  },
  {
    title: 'Review the dangerous goods training plan',
    desc: 'Two staff need the IATA DGR refresher before their certificates expire in January.',
    tags: ['doc'],
    dueIn: 20,
  },
  {
    title: 'Call Mekong Electronics about the late duty payment',
    desc: 'The release is held until the duties are paid. Offer to pay them on account against a bank guarantee.',
    tags: ['backend', 'bug'],
    isImportant: true,
    isStarred: true,
    dueIn: 0,
  },
  {
    title: 'Check the fuel surcharge formula for December',
    desc: 'Diesel rose 4 % this month. Update the formula for the road lanes and tell the key accounts a week ahead.',
    tags: ['frontend'],
    dueIn: 2,
  },
  {
    title: 'Prepare the interviews for the customs broker position',
    desc: 'Two candidates on Thursday. Ask about the e-Customs system and tariff classification.',
    tags: ['backend'],
    dueIn: null,
  },
  {
    title: 'Approve the lease of three electric forklifts',
    desc: 'For the Lat Krabang warehouse: a five-year lease with service included.',
    tags: ['backend'],
    isCompleted: true,
    dueIn: null,
  },
  {
    title: 'Settle the disputed invoice from the Hamburg agent',
    desc: 'They charged terminal handling twice on the November shipments. Ask for a credit note.',
    tags: ['doc', 'bug'],
    dueIn: -2,
  },
  {
    title: 'Visit the Sadao border crossing with the trucking partner',
    desc: 'See the new truck lane and meet the customs office about the longer queues.',
    tags: ['frontend'],
    isStarred: true,
    dueIn: 16,
  },
  {
    title: 'Update the business continuity plan for floods',
    desc: 'Where the trucks and the files go when Bang Na floods; the plan was last updated in 2022.',
    tags: ['doc'],
    dueIn: null,
  },
  {
    title: 'Old task: book the hotel for the logistics fair',
    desc: 'The fair moved online this year.',
    tags: ['frontend'],
    isTrashed: true,
    dueIn: null,
  },
  {
    title: 'Duplicate: approve the forklift lease',
    desc: 'Entered twice; see the task about the electric forklifts.',
    tags: ['backend'],
    isTrashed: true,
    dueIn: -7,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day (YYYY-MM-DD, UTC) that is `days` days after the day of `now`. */
export function dayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

function build(tasks: SeedTask[], now: Date): TaskInput[] {
  return tasks.map(({ dueIn, ...task }) => ({
    isImportant: false,
    isStarred: false,
    isCompleted: false,
    isTrashed: false,
    ...task,
    dueDate: dueIn === null ? null : dayAfter(now, dueIn),
  }));
}

/** The demo accounts' sample tasks, oldest first (21 each, two of them trashed). */
export function demoTodoTasksSeed(now: Date): { admin: TaskInput[]; editor: TaskInput[] } {
  return { admin: build(adminTasks, now), editor: build(editorTasks, now) };
}

/**
 * Gives each demo account its sample tasks while its list is empty (the first start of a
 * development or browser-mode API: api/assemble.ts calls this right after seedDemoAccounts; a SQL
 * database started again keeps the tasks it has). Without the demo accounts, nothing.
 */
export async function seedDemoTasks(todo: TodoStore, auth: AuthStore, now: Date) {
  const seed = demoTodoTasksSeed(now);
  for (const [email, tasks] of [
    ['admin@demo.com', seed.admin],
    ['editor@demo.com', seed.editor],
  ] as const) {
    const account = await auth.findUserByEmail(email);
    if (account) await todo.seedTasks(account.id, tasks);
  }
}
