/** Icon names of the page registry (pages.ts keeps names only, to stay light) mapped to Tabler icons. */
import {
  IconApps,
  IconBook,
  IconCalendar,
  IconCards,
  IconChartBar,
  IconChartLine,
  IconChartPie,
  IconChecklist,
  IconCheckbox,
  IconCircle,
  IconComponents,
  IconCreditCard,
  IconFileExport,
  IconFileImport,
  IconFileInvoice,
  IconForms,
  IconGridDots,
  IconHeart,
  IconHelp,
  IconInputSearch,
  IconLayout,
  IconLayoutGrid,
  IconList,
  IconMail,
  IconMap,
  IconMessage,
  IconPackage,
  IconPalette,
  IconPuzzle,
  IconSearch,
  IconSettings,
  IconShoppingCart,
  IconTable,
  IconUser,
  IconUserCircle,
  IconUserEdit,
  IconUsers,
  IconWand,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';
import type { MenuGroup } from '../../pages';

const icons: Record<string, Icon> = {
  mail: IconMail,
  checkbox: IconCheckbox,
  message: IconMessage,
  calendar: IconCalendar,
  'shopping-cart': IconShoppingCart,
  heart: IconHeart,
  'credit-card': IconCreditCard,
  package: IconPackage,
  users: IconUsers,
  user: IconUser,
  'user-edit': IconUserEdit,
  list: IconList,
  'layout-grid': IconLayoutGrid,
  'grid-dots': IconGridDots,
  palette: IconPalette,
  cards: IconCards,
  table: IconTable,
  components: IconComponents,
  forms: IconForms,
  layout: IconLayout,
  wand: IconWand,
  checklist: IconChecklist,
  'input-search': IconInputSearch,
  'user-circle': IconUserCircle,
  settings: IconSettings,
  help: IconHelp,
  book: IconBook,
  search: IconSearch,
  'file-invoice': IconFileInvoice,
  'chart-bar': IconChartBar,
  'chart-line': IconChartLine,
  'chart-pie': IconChartPie,
  map: IconMap,
  puzzle: IconPuzzle,
  'file-import': IconFileImport,
  'file-export': IconFileExport,
};

const groupIcons: Record<MenuGroup, Icon> = {
  apps: IconApps,
  'ui-elements': IconLayout,
  components: IconComponents,
  forms: IconForms,
  pages: IconFileInvoice,
  'charts-maps': IconChartPie,
  extensions: IconPuzzle,
  'import-export': IconFileImport,
};

export function PageIcon({ name, ...props }: { name?: string } & IconProps) {
  const Component = (name && icons[name]) || IconCircle;
  return <Component aria-hidden stroke={1.6} {...props} />;
}

export function GroupIcon({ group, ...props }: { group: MenuGroup } & IconProps) {
  const Component = groupIcons[group];
  return <Component aria-hidden stroke={1.6} {...props} />;
}
