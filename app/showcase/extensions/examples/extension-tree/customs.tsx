import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leafIds, type TreeNode } from '../../tree/tree-model';
import { TreeView } from '../../tree/tree-view';

/** The documents of one import, grouped as the broker files them (keys of the texts). */
const CHECKLIST = {
  export: ['invoice', 'packingList', 'exportDeclaration', 'origin'],
  transport: ['billOfLading', 'dangerousGoods', 'vgm'],
  import: ['entrySummary', 'isf', 'bond', 'phytosanitary'],
} as const;

/**
 * A customs document checklist: Space (or a click on the box) checks a document; a group shows
 * the partial state while only some of its documents are checked, and checking it checks them
 * all. The count of checked documents is announced politely.
 */
export default function TreeCustoms() {
  const { t } = useTranslation('extension-tree');
  const root = useMemo(
    (): TreeNode => ({
      id: 'shipment',
      label: t('customs.shipment'),
      children: Object.entries(CHECKLIST).map(([group, documents]) => ({
        id: group,
        label: t(`customs.groups.${group}`),
        children: documents.map((doc) => ({ id: doc, label: t(`customs.documents.${doc}`) })),
      })),
    }),
    [t],
  );
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(['shipment', 'export', 'transport']),
  );
  const [checked, setChecked] = useState<Set<string>>(
    () => new Set(['invoice', 'packingList', 'billOfLading']),
  );
  const total = leafIds(root).length;
  return (
    <Stack gap="sm">
      <TreeView
        nodes={[root]}
        expanded={expanded}
        onExpandedChange={setExpanded}
        checked={checked}
        onCheckedChange={setChecked}
        label={t('customs.label')}
        testId="tree-customs"
      />
      <Text size="sm" role="status" data-testid="tree-customs-count">
        {t('customs.count', { done: checked.size, total })}
      </Text>
    </Stack>
  );
}
