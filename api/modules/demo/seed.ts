import type {
  AnalyticsCards,
  DemoUser,
  ShareCard,
  StatisticCard,
  StatisticCardName,
} from './contract';
import type { z } from 'zod';
import type {
  chatLogReply,
  demoPlaceSchema,
  demoProductGoalsSchema,
  demoProductSalesSchema,
  demoProductSchema,
  demoReviewSchema,
  demoWeatherSchema,
  playerOptionSchema,
} from './contract';
import { avatarUrl } from '../user-management/seed';

/** The fixed, read-only demo data of docs/product.md section 7: constants, no store. */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const demoUsers: Record<number, DemoUser> = {
  89: {
    id: 89,
    name: 'Kanokwan Suriya',
    username: 'kanokwan.suriya',
    title: 'Head of Sea Freight',
    avatar: avatarUrl(12),
    email: 'kanokwan.suriya@siamgateway.example',
    location: 'Laem Chabang, Thailand',
    about: 'Runs the FCL and LCL desks: 40 weekly sailings to China, Japan and Europe.',
    stats: { shipments: 1840, followers: 312, following: 88 },
  },
  58: {
    id: 58,
    name: 'Henrik Olsen',
    username: 'henrik.olsen',
    title: 'Customs Clearance Lead',
    avatar: avatarUrl(7),
    email: 'henrik.olsen@siamgateway.example',
    location: 'Bangkok, Thailand',
    about: 'Licensed customs broker; tariff classification, permits and post-clearance audits.',
    stats: { shipments: 960, followers: 154, following: 61 },
  },
  16: {
    id: 16,
    name: 'Li Na Huang',
    username: 'lina.huang',
    title: 'Project Cargo Manager',
    avatar: avatarUrl(10),
    email: 'lina.huang@siamgateway.example',
    location: 'Shenzhen, China',
    about: 'Heavy lifts and out-of-gauge cargo: wind turbine blades, transformers, rail cars.',
    stats: { shipments: 212, followers: 498, following: 130 },
  },
};

export const demoProduct: z.infer<typeof demoProductSchema> = {
  id: 1,
  name: 'FCL Express: Laem Chabang to Shanghai',
  description:
    'Weekly full-container-load service with door pick-up, export customs and 7-day port-to-port transit.',
  image: '/images/demo/fcl-service.svg',
  price: 1450,
  unit: 'per 40ft container',
  rating: 4.6,
  features: [
    'Weekly departures',
    'Export customs included',
    'Live container tracking',
    'Cargo insurance option',
  ],
};

export const demoProductSales: z.infer<typeof demoProductSalesSchema> = {
  title: 'FCL Express bookings',
  analyticsData: { bookings: 486, teu: 972, revenue: 704_700, change: 12.4 },
  series: [
    { name: 'Bookings', data: [28, 31, 35, 33, 38, 41, 44, 40, 46, 49, 51, 50] },
    { name: 'Last year', data: [22, 25, 27, 29, 30, 33, 35, 34, 36, 38, 40, 41] },
  ],
  categories: months,
};

export const demoProductGoals: z.infer<typeof demoProductGoalsSchema> = {
  productId: 1,
  title: 'FCL Express goals this quarter',
  goals: [
    { label: 'Containers shipped', target: 300, achieved: 251, unit: 'TEU' },
    { label: 'On-time departures', target: 95, achieved: 93.5, unit: '%' },
    { label: 'New shippers', target: 12, achieved: 14, unit: 'accounts' },
  ],
};

export const demoPlace: z.infer<typeof demoPlaceSchema> = {
  id: 18,
  name: 'Laem Chabang Port, Terminal B',
  city: 'Laem Chabang',
  country: 'Thailand',
  image: '/images/demo/port-terminal.svg',
  description:
    "Thailand's main deep-sea port on the Gulf of Thailand, where most of our FCL exports are loaded.",
  lat: 13.0827,
  lon: 100.8836,
  rating: 4.4,
  facts: [
    { label: 'Annual throughput', value: '8.7 million TEU' },
    { label: 'Berth depth', value: '16 m' },
    { label: 'Rail link', value: 'Bangkok ICD Lat Krabang' },
  ],
};

export const demoWeather: z.infer<typeof demoWeatherSchema> = {
  placeId: 76,
  city: 'Laem Chabang',
  temperature: 31,
  condition: 'Partly cloudy',
  humidity: 72,
  windKph: 18,
  precipitation: 20,
  forecast: [
    { day: 'Mon', high: 32, low: 26, condition: 'Sunny' },
    { day: 'Tue', high: 31, low: 26, condition: 'Thunderstorms' },
    { day: 'Wed', high: 30, low: 25, condition: 'Rain' },
    { day: 'Thu', high: 32, low: 26, condition: 'Partly cloudy' },
    { day: 'Fri', high: 33, low: 27, condition: 'Sunny' },
  ],
};

export const demoReview: z.infer<typeof demoReviewSchema> = {
  itemId: 12,
  itemName: 'Rugged Dispatch Tablet',
  averageRating: 4.3,
  reviewCount: 3,
  reviews: [
    {
      id: 1,
      author: 'Somchai Prasert',
      avatar: avatarUrl(1),
      rating: 5,
      title: 'Survives the yard',
      text: 'Dropped twice from a reach stacker step and still scans every seal number.',
      date: '2026-09-14',
    },
    {
      id: 2,
      author: 'Anika Schmidt',
      avatar: avatarUrl(8),
      rating: 4,
      title: 'Good battery',
      text: 'Lasts a full twelve-hour shift; the charger dock is bulky.',
      date: '2026-10-02',
    },
    {
      id: 3,
      author: 'Minh Nguyen',
      avatar: avatarUrl(19),
      rating: 4,
      title: 'Readable in the sun',
      text: 'The screen is clear at noon on the quay. Gloves work on the touch screen.',
      date: '2026-10-21',
    },
  ],
};

export const demoChatLogs: Record<string, z.infer<typeof chatLogReply>> = {
  'demo-1': [
    {
      senderImg: avatarUrl(5),
      msg: 'Morning! Is the reefer for Andaman Foods plugged in at the terminal?',
      isSent: false,
    },
    {
      senderImg: avatarUrl(1),
      msg: 'Yes, set to -18 °C, we check it every four hours.',
      isSent: true,
    },
    { senderImg: avatarUrl(5), msg: 'Great. The vessel ETA moved to 14:00.', isSent: false },
    {
      senderImg: avatarUrl(1),
      msg: 'Noted, I will tell the trucker to arrive by 11:00.',
      isSent: true,
    },
    {
      senderImg: avatarUrl(5),
      msg: 'Perfect, please send the gate-in receipt when you have it.',
      isSent: false,
    },
    { senderImg: avatarUrl(1), msg: 'Will do. Thanks!', isSent: true },
  ],
};

/** The video is generated locally (a canvas animation recorded in Chromium), 8 s, WebM. */
export const playerOption: z.infer<typeof playerOptionSchema> = {
  autoplay: false,
  muted: true,
  loop: false,
  language: 'en',
  playbackRates: [0.7, 1, 1.5, 2],
  poster: '/images/demo/player-poster.svg',
  sources: [{ type: 'video/webm', src: '/videos/port-operations.webm' }],
};

const spark = (name: string, data: number[]) => [{ name, data }];

type ShareItem = ShareCard['items'][number];
/** A donut card: series[i] is items[i].value. Items as [label, value, color, change]. */
const shareCard = (
  title: string,
  unit: string,
  rows: [string, number, ShareItem['color'], number][],
): ShareCard => {
  const items = rows.map(([label, value, color, change]) => ({ label, value, color, change }));
  return { title, unit, items, series: items.map((item) => item.value) };
};

export const statisticCards: Record<StatisticCardName, StatisticCard> = {
  subscribers: {
    title: 'Tracking subscribers',
    analyticsData: { value: 9260, unit: 'subscribers', change: 8.2 },
    series: spark('Subscribers', [280, 320, 410, 390, 470, 520, 610]),
    categories: weekDays,
  },
  revenue: {
    title: 'Freight revenue',
    analyticsData: { value: 97_500, unit: 'USD', change: 5.1 },
    series: spark('Revenue', [12_400, 13_100, 12_800, 14_900, 15_300, 13_700, 15_300]),
    categories: weekDays,
  },
  sales: {
    title: 'Quotes won',
    analyticsData: { value: 362, unit: 'quotes', change: -2.4 },
    series: spark('Quotes won', [48, 55, 52, 61, 49, 44, 53]),
    categories: weekDays,
  },
  orders: {
    title: 'Shipments booked',
    analyticsData: { value: 1284, unit: 'shipments', change: 11.7 },
    series: spark('Shipments', [160, 175, 182, 190, 201, 178, 198]),
    categories: weekDays,
  },
  'site-traffic': {
    title: 'Portal visits',
    analyticsData: { value: 28_400, unit: 'visits', change: 6.9 },
    series: spark('Visits', [3500, 3900, 4100, 4300, 4200, 3900, 4500]),
    categories: weekDays,
  },
  'active-users': {
    title: 'Active shippers',
    analyticsData: { value: 659, unit: 'accounts', change: 3.3 },
    series: spark('Active shippers', [590, 604, 612, 630, 641, 650, 659]),
    categories: weekDays,
  },
  newsletter: {
    title: 'Rate bulletin readers',
    analyticsData: { value: 2810, unit: 'readers', change: 14.0 },
    series: spark('Readers', [310, 360, 390, 420, 440, 430, 460]),
    categories: weekDays,
  },
};

export const analyticsCards: AnalyticsCards = {
  'session-by-device': shareCard('Tracking portal sessions by device', '%', [
    ['Desktop', 58.6, 'primary', 2.1],
    ['Mobile', 34.9, 'warning', 8.5],
    ['Tablet', 6.5, 'danger', -2.4],
  ]),
  'products-orders': shareCard('Shipments by status', 'shipments', [
    ['Delivered', 862, 'success', 4.2],
    ['In transit', 341, 'primary', 1.3],
    ['Delayed', 81, 'danger', -6.0],
  ]),
  customers: shareCard('Shippers', 'accounts', [
    ['New', 124, 'primary', 9.1],
    ['Returning', 481, 'warning', 2.6],
    ['Referrals', 54, 'danger', 12.5],
  ]),
  'sales/radar': {
    title: 'Volume by lane',
    analyticsData: { seaTeu: 4380, airTonnes: 612 },
    series: [
      { name: 'Sea (TEU)', data: [920, 780, 610, 540, 830, 700] },
      { name: 'Air (tonnes x 10)', data: [640, 910, 520, 380, 760, 890] },
    ],
    categories: ['China', 'Japan', 'Europe', 'USA', 'ASEAN', 'India'],
  },
  'support-tracker': {
    title: 'Claims and support tracker',
    analyticsData: { openTickets: 163, newTickets: 29, openClaims: 63, responseTime: '1d' },
    series: [83],
  },
  'revenue-comparison': {
    title: 'Revenue: this month and last',
    analyticsData: { thisMonth: 86_589, lastMonth: 73_683 },
    series: [
      { name: 'This month', data: [12_400, 15_300, 14_100, 16_900, 13_800, 14_089] },
      { name: 'Last month', data: [10_900, 12_100, 13_400, 11_800, 12_600, 12_883] },
    ],
    categories: ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', 'Week 6'],
  },
  'goal-overview': {
    title: 'On-time delivery goal',
    analyticsData: { completed: 786_617, inProgress: 13_561, target: 95, actual: 93.2 },
    series: [93.2],
  },
  'sales/bar': {
    title: 'Monthly shipments',
    analyticsData: { shipments: 2700, change: 5.2 },
    series: [
      { name: 'Shipments', data: [175, 198, 210, 186, 240, 228, 255, 241, 262, 238, 251, 246] },
    ],
    categories: months,
  },
  'todo/today': {
    title: "Today's tasks",
    items: [
      { id: 1, title: 'Confirm VGM for booking SGW-3301', time: '09:00', done: true, tag: 'sea' },
      {
        id: 2,
        title: 'Call customs about shipment SGW-2211',
        time: '10:30',
        done: false,
        tag: 'customs',
      },
      {
        id: 3,
        title: 'Send quote for 12 pallets to Penang',
        time: '13:00',
        done: false,
        tag: 'road',
      },
      { id: 4, title: 'Check reefer temperature log', time: '15:00', done: false, tag: 'sea' },
      { id: 5, title: 'Close month-end invoices', time: '17:00', done: false, tag: 'finance' },
    ],
  },
  'sales/line': {
    title: 'Freight revenue over the year',
    analyticsData: { revenue: 1_042_000, change: 9.8 },
    series: [
      {
        name: 'This year',
        data: [68, 72, 79, 81, 85, 88, 91, 86, 92, 96, 101, 103].map((k) => k * 1000),
      },
      {
        name: 'Last year',
        data: [61, 64, 70, 72, 74, 79, 80, 78, 83, 85, 88, 92].map((k) => k * 1000),
      },
    ],
    categories: months,
  },
  funding: {
    title: 'Receivables',
    analyticsData: {
      invoiced: 412_000,
      collected: 356_800,
      overdue: 31_200,
      collectedPercent: 86.6,
    },
    series: [
      { name: 'Invoiced', data: [96_000, 101_000, 104_000, 111_000] },
      { name: 'Collected', data: [88_000, 87_200, 90_100, 91_500] },
    ],
    categories: ['Q1', 'Q2', 'Q3', 'Q4'],
  },
  'browser-analytics': {
    title: 'Tracking portal by browser',
    items: [
      { id: 1, name: 'Google Chrome', ratio: 73, change: 4.2 },
      { id: 2, name: 'Safari', ratio: 14, change: 1.1 },
      { id: 3, name: 'Microsoft Edge', ratio: 9, change: -0.8 },
      { id: 4, name: 'Mozilla Firefox', ratio: 4, change: -1.6 },
    ],
  },
  'client-retention': {
    title: 'Shipper retention',
    analyticsData: { retentionRate: 87 },
    series: [
      { name: 'New shippers', data: [14, 18, 11, 16, 21, 19, 23, 17, 20, 24, 22, 26] },
      { name: 'Retained shippers', data: [-3, -2, -4, -2, -3, -1, -2, -3, -2, -1, -2, -2] },
    ],
    categories: months,
  },
};
