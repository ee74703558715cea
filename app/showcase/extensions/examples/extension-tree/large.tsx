import { Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../locale';
import { filterTree, type TreeNode } from '../../tree/tree-model';
import { TreeView } from '../../tree/tree-view';

/** 50 container ports by UN/LOCODE: with 10 terminals of 10 berths each, 5,550 nodes. */
const PORTS: [string, string][] = [
  ['CNSHA', 'Shanghai'],
  ['SGSIN', 'Singapore'],
  ['CNNGB', 'Ningbo-Zhoushan'],
  ['CNSZX', 'Shenzhen'],
  ['CNCAN', 'Guangzhou'],
  ['KRPUS', 'Busan'],
  ['CNTAO', 'Qingdao'],
  ['HKHKG', 'Hong Kong'],
  ['CNTXG', 'Tianjin'],
  ['NLRTM', 'Rotterdam'],
  ['AEJEA', 'Jebel Ali'],
  ['MYPKG', 'Port Klang'],
  ['BEANR', 'Antwerp-Bruges'],
  ['CNXMN', 'Xiamen'],
  ['MYTPP', 'Tanjung Pelepas'],
  ['USLAX', 'Los Angeles'],
  ['DEHAM', 'Hamburg'],
  ['USLGB', 'Long Beach'],
  ['TWKHH', 'Kaohsiung'],
  ['THLCH', 'Laem Chabang'],
  ['USNYC', 'New York and New Jersey'],
  ['VNSGN', 'Ho Chi Minh City'],
  ['INNSA', 'Nhava Sheva'],
  ['LKCMB', 'Colombo'],
  ['JPTYO', 'Tokyo'],
  ['IDTPP', 'Tanjung Priok'],
  ['SAJED', 'Jeddah'],
  ['ESVLC', 'Valencia'],
  ['PHMNL', 'Manila'],
  ['EGPSD', 'Port Said'],
  ['GRPIR', 'Piraeus'],
  ['ESALG', 'Algeciras'],
  ['MAPTM', 'Tanger Med'],
  ['GBFXT', 'Felixstowe'],
  ['FRLEH', 'Le Havre'],
  ['DEBRV', 'Bremerhaven'],
  ['USSAV', 'Savannah'],
  ['BRSSZ', 'Santos'],
  ['PAMIT', 'Manzanillo (Panama)'],
  ['MXZLO', 'Manzanillo (Mexico)'],
  ['CAVAN', 'Vancouver'],
  ['USHOU', 'Houston'],
  ['USSEA', 'Seattle'],
  ['AUMEL', 'Melbourne'],
  ['AUSYD', 'Sydney'],
  ['ITGOA', 'Genoa'],
  ['TRMER', 'Mersin'],
  ['OMSLL', 'Salalah'],
  ['ZADUR', 'Durban'],
  ['VNHPH', 'Haiphong'],
];

/** The port network, built the same way every time (no randomness): port > terminal > berth. */
function network(terminal: string, berth: string): TreeNode[] {
  return PORTS.map(([code, name]) => ({
    id: code,
    label: `${name} (${code})`,
    children: Array.from({ length: 10 }, (_, ti) => {
      const terminalId = `${code}-T${ti + 1}`;
      return {
        id: terminalId,
        label: `${terminal} ${terminalId}`,
        children: Array.from({ length: 10 }, (_, bi) => {
          const berthId = `${terminalId}-B${String(bi + 1).padStart(2, '0')}`;
          return { id: berthId, label: `${berth} ${berthId}` };
        }),
      };
    }),
  }));
}

/**
 * A large tree: 50 ports, 500 terminals and 5,000 berths. Only the rows in view are in the page
 * (the visible rows are flattened and windowed at a fixed row height), so opening every port and
 * scrolling stays smooth. The search keeps the matches and opens the path to each of them.
 */
export default function TreeLarge() {
  const { t, i18n } = useTranslation('extension-tree');
  const nodes = useMemo(() => network(t('large.terminal'), t('large.berth')), [t]);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const filtered = useMemo(() => filterTree(nodes, query), [nodes, query]);
  const number = (n: number) => n.toLocaleString(intlLocale(i18n.language));

  return (
    <Stack gap="sm">
      <TextInput
        label={t('large.search')}
        placeholder={t('large.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setQuery(next);
          // open the path to every match; an empty search closes the tree again
          setExpanded(new Set(filterTree(nodes, next).open));
        }}
        data-testid="tree-large-search"
      />
      <Text size="sm" c="dimmed" role="status" data-testid="tree-large-status">
        {query.trim()
          ? t('large.matches', { shown: number(filtered.matches) })
          : t('large.total', { nodes: number(5550), berths: number(5000) })}
      </Text>
      <TreeView
        nodes={filtered.nodes}
        expanded={expanded}
        onExpandedChange={setExpanded}
        label={t('large.label')}
        testId="tree-large"
        height={360}
        empty={t('large.none')}
      />
    </Stack>
  );
}
