import type { Task, TaskTag } from '../contract/todo';

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

type SeedTask = Omit<Task, 'id' | 'isImportant' | 'isStarred' | 'isCompleted' | 'isTrashed'> &
  Partial<Pick<Task, 'isImportant' | 'isStarred' | 'isCompleted' | 'isTrashed'>>;

const tasks: SeedTask[] = [
  {
    title: 'Book vessel space for 4 x 40HC to Rotterdam',
    desc: 'Shipper wants the week 49 sailing from Laem Chabang. Compare Maersk and ONE allocations and confirm the cut-off with the customer.',
    tags: ['frontend'],
    isImportant: true,
    isStarred: true,
  },
  {
    title: 'Chase original bill of lading for Thai Rubber shipment',
    desc: 'Consignee cannot release cargo in Hamburg without the OBL. Ask the carrier to switch to a telex release if the originals are not couriered by Friday.',
    tags: ['doc', 'bug'],
    isImportant: true,
  },
  {
    title: 'File import declaration for the Osaka machinery',
    desc: 'Commercial invoice, packing list and certificate of origin are in. Check the HS codes for the CNC spindles before submitting.',
    tags: ['backend'],
    isStarred: true,
  },
  {
    title: 'Confirm reefer plug-in at Bangkok port for durian export',
    desc: 'Set point 2 °C, ventilation closed. Send the temperature log template to the packing house.',
    tags: ['frontend'],
    isCompleted: true,
  },
  {
    title: 'Request airfreight rates BKK–FRA for 1.2 t of spare parts',
    desc: 'Ask three airlines for general cargo rates, 100 kg+ break, and the fuel surcharge for December.',
    tags: ['frontend'],
  },
  {
    title: 'Resolve customs hold on container MSKU 738211-4',
    desc: 'Customs flagged the container for physical inspection. Book the inspection slot and tell the consignee about the storage charges.',
    tags: ['backend', 'bug'],
    isImportant: true,
    isStarred: true,
  },
  {
    title: 'Update dangerous goods declaration for lithium batteries',
    desc: 'UN3481, packing instruction 967 section II. The airline rejected the first version: the handling label was missing.',
    tags: ['doc', 'bug'],
  },
  {
    title: 'Arrange lowbed trailer for the 62 t transformer',
    desc: 'Route survey from Map Ta Phut to the substation at Saraburi is done; police escort needed for the night move.',
    tags: ['frontend'],
    isImportant: true,
  },
  {
    title: 'Prepare cross-border permits for the Vientiane truck convoy',
    desc: 'Six trucks through Nong Khai. Transit documents, drivers’ passports and the ASEAN customs transit declaration.',
    tags: ['backend', 'doc'],
    isStarred: true,
  },
  {
    title: 'Send proof of delivery to Nordic Furniture AB',
    desc: 'Signed POD from the warehouse in Gothenburg; attach the photos of the pallets on arrival.',
    tags: ['doc'],
    isCompleted: true,
  },
  {
    title: 'Invoice demurrage for the delayed Jakarta containers',
    desc: 'Five free days ended on the 14th. Calculate the charges per container and send the invoice with the carrier statement.',
    tags: ['backend'],
  },
  {
    title: 'Check fumigation certificate for the wooden crates',
    desc: 'ISPM 15 stamp must be visible on every crate; ask the packer for the certificate before the trucks load.',
    tags: ['doc'],
    isCompleted: true,
  },
  {
    title: 'Report damaged pallet at warehouse bay 7',
    desc: 'Forklift damage on inbound shipment SG-4471. Photos taken, surveyor to be called, customer informed.',
    tags: ['bug'],
    isImportant: true,
  },
  {
    title: 'Negotiate Q1 contract rates with the trucking partner',
    desc: 'Lane Bangkok–Penang and Bangkok–Phnom Penh. Target: keep the diesel surcharge formula of this year.',
    tags: ['frontend'],
  },
  {
    title: 'Renew customs broker licence',
    desc: 'The licence expires at the end of next month. Training certificates for two brokers are still missing.',
    tags: ['backend', 'doc'],
    isStarred: true,
  },
  {
    title: 'Book charter flight for the project cargo to Dhaka',
    desc: 'Out-of-gauge turbine parts, 38 t. Compare an AN-124 and a 747F charter; the customer needs the quote by Monday.',
    tags: ['frontend'],
    isImportant: true,
    isStarred: true,
  },
  {
    title: 'Fix wrong consignee address on the Sydney house bill',
    desc: 'The consignee moved warehouses. Issue a corrected HBL and inform the destination agent.',
    tags: ['doc', 'bug'],
    isCompleted: true,
  },
  {
    title: 'Plan warehouse cycle count for the electronics client',
    desc: 'High-value zone first, then fast movers. Share the count schedule with the client’s auditor.',
    tags: ['backend'],
  },
  {
    title: 'Old task: quote for the trade fair shipment',
    desc: 'The exhibitor cancelled their stand; the quote is no longer needed.',
    tags: ['frontend'],
    isTrashed: true,
  },
  {
    title: 'Duplicate: chase the packing list for PO 88213',
    desc: 'Entered twice; see the task about the Osaka machinery declaration.',
    tags: ['doc'],
    isTrashed: true,
  },
  {
    title: 'Track the LCL consolidation to Singapore',
    desc: 'Nine shippers in one container. Three cargo receipts are still open at the CFS.',
    tags: ['frontend', 'backend'],
  },
];

/** 21 tasks, ids 1 to 21; two of them trashed. */
export function todoTaskSeed(): Task[] {
  return tasks.map((task, index) => ({
    id: index + 1,
    isImportant: false,
    isStarred: false,
    isCompleted: false,
    isTrashed: false,
    ...task,
  }));
}
