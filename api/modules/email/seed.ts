import type { Email, EmailTag, MailFolder, MailLabel, Reply } from './contract';
import { operationsMailbox } from './mailbox';

/** The four mail labels (docs/product.md section 4). */
export function emailTagSeed(): EmailTag[] {
  return [
    { text: 'Personal', value: 'personal', color: 'success' },
    { text: 'Company', value: 'company', color: 'primary' },
    { text: 'Important', value: 'important', color: 'warning' },
    { text: 'Private', value: 'private', color: 'danger' },
  ];
}

const avatar = (n: number) => `/images/avatars/avatar-${String(n).padStart(2, '0')}.svg`;

interface Person {
  email: string;
  name: string;
  img: string;
}

const people = {
  carrier: { email: 'bookings@andamanline.example', name: 'Andaman Line Bookings', img: avatar(2) },
  customs: { email: 'n.srisuk@customsbroker.example', name: 'Nattaya Srisuk', img: avatar(3) },
  shipper: { email: 'purchasing@thairubber.example', name: 'Somchai Wongsakul', img: avatar(4) },
  agent: {
    email: 'm.devries@northsea-forwarding.example',
    name: 'Marieke de Vries',
    img: avatar(5),
  },
  trucking: { email: 'dispatch@isanhaulage.example', name: 'Kittipong Chaiyasit', img: avatar(6) },
  airline: { email: 'cargo.sales@skybridgecargo.example', name: 'Daniel Okafor', img: avatar(7) },
  heavy: { email: 'projects@mekongenergy.example', name: 'Linh Tran', img: avatar(8) },
  warehouse: { email: 'wms@siamgateway.example', name: 'Warehouse Bang Na', img: avatar(9) },
  consignee: {
    email: 'logistics@nordicfurniture.example',
    name: 'Erik Lindqvist',
    img: avatar(10),
  },
  finance: { email: 'finance@siamgateway.example', name: 'Pimchanok Rattanakorn', img: avatar(11) },
  surveyor: { email: 'claims@marinesurvey.example', name: 'Arjun Mehta', img: avatar(12) },
  osaka: { email: 'import@osakaprecision.example', name: 'Haruto Sato', img: avatar(13) },
  laos: {
    email: 'trade@vientianetrading.example',
    name: 'Souksavanh Phommachanh',
    img: avatar(14),
  },
  hr: { email: 'people@siamgateway.example', name: 'Chayanin Boonmee', img: avatar(15) },
  spam1: {
    email: 'winner@free-container-lottery.example',
    name: 'Container Lottery',
    img: avatar(16),
  },
  spam2: { email: 'promo@cheap-freight-tokens.example', name: 'FreightCoin', img: avatar(17) },
} satisfies Record<string, Person>;

const me: Person = operationsMailbox;

interface SeedMail {
  from: Person;
  to?: Person[];
  cc?: string[];
  subject: string;
  paragraphs: string[];
  attachments?: string[];
  folder: MailFolder;
  labels?: MailLabel[];
  starred?: boolean;
  unread?: boolean;
  /** how long ago it arrived */
  hoursAgo: number;
  /** a mail of `sent` the mail server refused, with its reason (the app offers to try again) */
  failed?: string;
  replies?: { from: Person; paragraphs: string[]; hoursAfter: number; attachments?: string[] }[];
}

const mails: SeedMail[] = [
  {
    from: people.carrier,
    subject: 'Booking confirmation ALN-2611-0457: 4 x 40HC Laem Chabang – Rotterdam',
    paragraphs: [
      'Dear Operations team,',
      'We confirm space for 4 x 40HC on MV Andaman Pearl, voyage 047W, ETD Laem Chabang on Thursday, ETA Rotterdam in 29 days.',
      'Documentation cut-off: Tuesday 12:00. CY cut-off: Wednesday 16:00. Please submit the shipping instructions through the portal.',
    ],
    attachments: ['booking-confirmation-ALN-2611-0457.pdf'],
    folder: 'inbox',
    labels: ['company', 'important'],
    starred: true,
    unread: true,
    hoursAgo: 1,
  },
  {
    from: people.customs,
    subject: 'Customs hold: container MSKU 738211-4 selected for inspection',
    paragraphs: [
      'Hello,',
      'Customs at Laem Chabang selected container MSKU 738211-4 (Osaka Precision machinery) for physical inspection. The earliest slot is tomorrow at 09:30.',
      'Storage charges start after the third day. Shall I book the slot and send a surveyor?',
    ],
    attachments: ['customs-inspection-notice.pdf', 'import-declaration-A0041-69.pdf'],
    folder: 'inbox',
    labels: ['important'],
    starred: true,
    unread: true,
    hoursAgo: 3,
    replies: [
      {
        from: me,
        paragraphs: ['Yes please, book the 09:30 slot. I have told the consignee.'],
        hoursAfter: 1,
      },
    ],
  },
  {
    from: people.shipper,
    subject: 'Rate request: 12 x 20GP natural rubber to Hamburg, December',
    paragraphs: [
      'Good morning,',
      'We plan 12 x 20GP of block rubber, about 20 t each, from Songkhla to Hamburg in the first half of December. Please quote door to port, including export customs.',
      'We also need a quote for a second option through Penang.',
    ],
    attachments: ['cargo-specification.xlsx'],
    folder: 'inbox',
    labels: ['company'],
    unread: true,
    hoursAgo: 5,
  },
  {
    from: people.agent,
    subject: 'Pre-alert: HBL SGL-RTM-24117, MV Andaman Pearl',
    paragraphs: [
      'Hi team,',
      'Thanks for the pre-alert documents. We are missing the commercial invoice for the second shipper in the consolidation. Could you send it before the vessel berths?',
    ],
    attachments: ['pre-alert-checklist.pdf'],
    folder: 'inbox',
    labels: ['company'],
    hoursAgo: 9,
    replies: [
      {
        from: me,
        paragraphs: [
          'Attached is the commercial invoice for Thai Orchid Foods. Sorry for the delay.',
        ],
        hoursAfter: 2,
        attachments: ['commercial-invoice-TOF-8812.pdf'],
      },
      {
        from: people.agent,
        paragraphs: ['Received, thank you. All documents complete now.'],
        hoursAfter: 5,
      },
    ],
  },
  {
    from: people.trucking,
    subject: 'Trucks for Nong Khai crossing confirmed for Monday',
    paragraphs: [
      'Six trucks with drivers holding valid Lao permits are booked for Monday 05:00 at your Bang Na warehouse.',
      'Please have the transit declaration ready; the border closes for trucks at 16:00.',
    ],
    folder: 'inbox',
    labels: ['company'],
    unread: true,
    hoursAgo: 14,
  },
  {
    from: people.airline,
    subject: 'Airfreight rates BKK–FRA, December',
    paragraphs: [
      'Dear Operations,',
      'General cargo BKK–FRA, 100 kg+ break: THB 78 per kg, fuel surcharge THB 21 per kg, security THB 4 per kg. Daily departures with the 777F.',
      'Rates valid until 31 December, subject to space.',
    ],
    attachments: ['rate-sheet-BKK-FRA-december.pdf'],
    folder: 'inbox',
    labels: ['company'],
    hoursAgo: 22,
  },
  {
    from: people.heavy,
    subject: 'Enquiry: transport of a 62 t transformer to Saraburi',
    paragraphs: [
      'We need a 62 t transformer moved from Map Ta Phut port to our substation near Saraburi.',
      'Dimensions 8.4 m x 3.6 m x 4.1 m. Can you handle permits, route survey and escort?',
    ],
    attachments: ['transformer-drawing.pdf', 'site-access-map.png'],
    folder: 'inbox',
    labels: ['important', 'company'],
    starred: true,
    unread: true,
    hoursAgo: 27,
  },
  {
    from: people.consignee,
    subject: 'Proof of delivery, order NF-2291',
    paragraphs: [
      'All 18 pallets arrived in Gothenburg in good condition. Signed POD attached. Thank you for the smooth shipment.',
    ],
    attachments: ['POD-NF-2291.pdf'],
    folder: 'inbox',
    hoursAgo: 40,
  },
  {
    from: people.warehouse,
    subject: 'Damage report: inbound SG-4471, bay 7',
    paragraphs: [
      'One pallet of inbound SG-4471 was damaged by a forklift during unloading. Photos attached.',
      'The goods are set apart in the quarantine area. Please call a surveyor before the customer collects.',
    ],
    attachments: ['damage-photo-1.jpg', 'damage-photo-2.jpg', 'tally-sheet-SG-4471.pdf'],
    folder: 'inbox',
    labels: ['important'],
    unread: true,
    hoursAgo: 50,
  },
  {
    from: people.osaka,
    subject: 'Delivery date for CNC spindles',
    paragraphs: [
      'Our installation team arrives on the 3rd. Can you confirm delivery to our Amata Nakorn plant before then?',
    ],
    folder: 'inbox',
    labels: ['company'],
    hoursAgo: 70,
  },
  {
    from: people.hr,
    subject: 'Team dinner on Friday',
    paragraphs: [
      'The operations team dinner is on Friday at 19:00, riverside, near the office. Please tell me by Wednesday if you come.',
    ],
    folder: 'inbox',
    labels: ['personal'],
    unread: true,
    hoursAgo: 80,
  },
  {
    from: people.finance,
    subject: 'Demurrage invoices for the Jakarta containers',
    paragraphs: [
      'Please check the calculation before I send the invoices: five free days ended on the 14th, carrier tariff attached.',
    ],
    attachments: ['demurrage-calculation.xlsx', 'carrier-tariff-2026.pdf'],
    folder: 'inbox',
    labels: ['private', 'company'],
    hoursAgo: 96,
  },
  {
    from: people.laos,
    subject: 'Documents for the Vientiane shipment',
    paragraphs: [
      'Attached are the import licence and the packing list for next week. The certificate of origin follows tomorrow.',
    ],
    attachments: ['import-licence-LA-7719.pdf', 'packing-list-VTE-12.xlsx'],
    folder: 'inbox',
    labels: ['company'],
    hoursAgo: 120,
  },
  {
    from: me,
    to: [people.shipper],
    subject: 'Quotation Q-26-1187: 12 x 20GP Songkhla – Hamburg',
    paragraphs: [
      'Dear Mr Somchai,',
      'Please find our quotation attached: door to port Songkhla – Hamburg, including export customs and trucking. Transit time 31 days via Singapore.',
    ],
    attachments: ['quotation-Q-26-1187.pdf'],
    folder: 'sent',
    labels: ['company'],
    hoursAgo: 4,
  },
  {
    from: me,
    to: [people.carrier],
    subject: 'Booking request: 2 x 40RF Laem Chabang – Yokohama',
    paragraphs: [
      'Please book 2 x 40RF, set point +2 °C, vent closed, for the sailing of week 49. Commodity: fresh durian.',
    ],
    folder: 'sent',
    hoursAgo: 30,
    failed: 'Connection timeout: the mail server did not answer',
  },
  {
    from: me,
    to: [people.osaka],
    cc: [people.customs.email],
    subject: 'Re: Delivery date for CNC spindles',
    paragraphs: [
      'The container is at customs inspection tomorrow. We expect delivery to Amata Nakorn on the 1st.',
    ],
    folder: 'sent',
    labels: ['company'],
    starred: true,
    hoursAgo: 60,
  },
  {
    from: me,
    to: [people.heavy],
    subject: 'Route survey for the Saraburi transformer',
    paragraphs: [
      'Our engineer can survey the route on Thursday. We will need the exact delivery point and the crane position.',
    ],
    folder: 'draft',
    labels: ['important'],
    hoursAgo: 2,
  },
  {
    from: me,
    to: [people.agent],
    subject: 'Arrival notice template',
    paragraphs: ['Draft: the new arrival notice layout for Rotterdam consignees.'],
    attachments: ['arrival-notice-template.docx'],
    folder: 'draft',
    hoursAgo: 75,
  },
  {
    from: me,
    to: [people.finance],
    subject: 'Overtime for the weekend loading',
    paragraphs: ['Draft: hours of the Saturday crew for the Vientiane convoy.'],
    folder: 'draft',
    labels: ['private'],
    hoursAgo: 100,
  },
  {
    from: people.spam1,
    subject: 'You won a free 40-foot container!!!',
    paragraphs: ['Click here to claim your prize container today.'],
    folder: 'spam',
    unread: true,
    hoursAgo: 12,
  },
  {
    from: people.spam2,
    subject: 'Pay your freight with FreightCoin and save 90%',
    paragraphs: ['Limited offer for logistics companies.'],
    folder: 'spam',
    labels: ['company'],
    hoursAgo: 200,
  },
  {
    from: people.surveyor,
    subject: 'Survey report, claim 2026-118 (closed)',
    paragraphs: ['The claim was settled with the insurer. This report is for your records.'],
    attachments: ['survey-report-2026-118.pdf'],
    folder: 'trash',
    labels: ['important'],
    starred: true,
    hoursAgo: 300,
  },
  {
    from: people.trucking,
    subject: 'Old schedule, please ignore',
    paragraphs: ['This schedule was replaced by the one sent on Monday.'],
    folder: 'trash',
    unread: true,
    hoursAgo: 320,
  },
];

const html = (paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const hours = (n: number) => n * 60 * 60 * 1000;

/**
 * The sample mailbox: 23 mails in every folder, with labels, stars, attachments and a few threads
 * of replies. Times count back from `now`, so the mailbox looks current. Ids run through mails and
 * replies alike (a reply is a mail too), so every id is unique.
 */
export function emailSeed(now: Date): Email[] {
  let nextId = 0;
  return mails.map((seed): Email => {
    const time = now.getTime() - hours(seed.hoursAgo);
    const id = ++nextId;
    const replies = (seed.replies ?? []).map((reply): Reply => ({
      id: ++nextId,
      sender: reply.from.email,
      sender_name: reply.from.name,
      to: [reply.from === me ? seed.from.email : me.email],
      cc: [],
      bcc: [],
      img: reply.from.img,
      subject: `Re: ${seed.subject}`,
      message: html(reply.paragraphs),
      attachments: reply.attachments ?? [],
      isStarred: false,
      labels: [],
      time: new Date(Math.min(time + hours(reply.hoursAfter), now.getTime())).toISOString(),
      mailFolder: '',
      unread: false,
      replies: [],
    }));
    return {
      id,
      sender: seed.from.email,
      sender_name: seed.from.name,
      to: (seed.to ?? [me]).map((person) => person.email),
      cc: seed.cc ?? [],
      bcc: [],
      img: seed.from.img,
      subject: seed.subject,
      message: html(seed.paragraphs),
      attachments: seed.attachments ?? [],
      isStarred: seed.starred ?? false,
      labels: seed.labels ?? [],
      time: new Date(time).toISOString(),
      mailFolder: seed.folder,
      unread: seed.unread ?? false,
      replies,
      // what became of a mail the staff sent (docs/decisions/0054)
      ...(seed.folder === 'sent'
        ? {
            delivery: seed.failed
              ? { state: 'failed', error: seed.failed, at: new Date(time).toISOString() }
              : { state: 'sent', at: new Date(time).toISOString() },
          }
        : {}),
    };
  });
}
