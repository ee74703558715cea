import type { DataListProduct } from './contract';
import { SEED, seededRandom } from '../../platform/random';

const namesByCategory = {
  computers: [
    'Rugged Dispatch Tablet',
    'Warehouse Scanner Terminal',
    'Fleet Telematics Unit',
    'Dock Workstation PC',
    'Label Printer Pro',
    'Barcode Handheld X2',
    'Route Planning Laptop',
    'Cold-Chain Data Logger',
    'Port Gate Kiosk',
    'Customs Filing Workstation',
  ],
  fitness: [
    'Forklift Driver Back Support',
    'Warehouse Safety Boots',
    'Ergonomic Lifting Belt',
    'Anti-Fatigue Dock Mat',
    'Hi-Vis Cooling Vest',
    'Knee Pads for Loaders',
    'Grip Gloves Heavy Duty',
    'Stretch Band Kit for Crews',
    'Hydration Pack 3L',
    'Shift Step Counter',
  ],
  audio: [
    'Two-Way Radio Set',
    'Noise-Cancelling Headset',
    'Dock Announcement Speaker',
    'Driver Bluetooth Earpiece',
    'Yard PA System',
    'Hearing Protection Muffs',
    'Cab Dash Speaker',
    'Conference Speakerphone',
    'Intercom Gate Station',
    'Wireless Mic Pack',
  ],
} as const;

const categories = ['computers', 'fitness', 'audio'] as const;
const statuses = ['pending', 'on_hold', 'delivered', 'canceled'] as const;

/** 100 data-list products, ids 1 to 100. */
export function dataListSeed(): DataListProduct[] {
  const random = seededRandom(SEED + 1);
  return Array.from({ length: 100 }, (_, index) => {
    const category = categories[index % categories.length];
    const names = namesByCategory[category];
    const name = names[Math.floor(index / categories.length) % names.length];
    return {
      id: index + 1,
      name,
      category,
      img: `/images/data-list/${category}.svg`,
      order_status: random.pick(statuses),
      popularity: random.int(50, 100),
      price: random.int(9, 2400) + random.int(0, 99) / 100,
    };
  });
}
