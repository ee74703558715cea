import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parentIds, type TreeNode } from '../../tree/tree-model';
import { TreeView } from '../../tree/tree-view';

/** Two sites of the company: site > zone > aisle > rack > bin, the same every time. */
const SITES = [
  { code: 'RTM', name: 'Rotterdam Maasvlakte DC', zones: ['ambient', 'chilled', 'hazardous'] },
  { code: 'LCB', name: 'Laem Chabang Logistics Park', zones: ['ambient', 'bonded'] },
] as const;

type Zone = (typeof SITES)[number]['zones'][number];

function warehouse(zoneName: (zone: Zone) => string, aisle: string, rack: string, bin: string) {
  return SITES.map((site): TreeNode => ({
    id: site.code,
    label: site.name,
    children: site.zones.map((zone, z) => {
      const zoneId = `${site.code}-${String.fromCharCode(65 + z)}`;
      return {
        id: zoneId,
        label: `${String.fromCharCode(65 + z)} · ${zoneName(zone)}`,
        children: [1, 2].map((a) => {
          const aisleId = `${zoneId}${String(a).padStart(2, '0')}`;
          return {
            id: aisleId,
            label: `${aisle} ${aisleId}`,
            children: [1, 2].map((r) => {
              const rackId = `${aisleId}-R${r}`;
              return {
                id: rackId,
                label: `${rack} ${rackId}`,
                children: [1, 2, 3].map((b) => ({
                  id: `${rackId}-${b}`,
                  label: `${bin} ${rackId}-${b}`,
                })),
              };
            }),
          };
        }),
      };
    }),
  }));
}

/**
 * A warehouse's storage locations, five levels deep. The arrows walk the tree (Right opens,
 * Left closes or goes up); the buttons open or close every level at once.
 */
export default function TreeWarehouse() {
  const { t } = useTranslation('extension-tree');
  const nodes = useMemo(
    () =>
      warehouse(
        (zone) => t(`warehouse.zones.${zone}`),
        t('warehouse.aisle'),
        t('warehouse.rack'),
        t('warehouse.bin'),
      ),
    [t],
  );
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['RTM']));
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() => setExpanded(new Set(parentIds(nodes)))}
          data-testid="tree-expand-all"
        >
          {t('warehouse.expandAll')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setExpanded(new Set())}
          data-testid="tree-collapse-all"
        >
          {t('warehouse.collapseAll')}
        </Button>
      </Group>
      <TreeView
        nodes={nodes}
        expanded={expanded}
        onExpandedChange={setExpanded}
        label={t('warehouse.label')}
        testId="tree-warehouse"
      />
    </Stack>
  );
}
