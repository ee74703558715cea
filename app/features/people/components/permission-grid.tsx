import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  permissionAreas,
  type Permissions,
} from '../../../../api/modules/user-management/contract';
import { permissionActions } from '../options';

type Action = (typeof permissionActions)[number];
type Area = (typeof permissionAreas)[number];

/** No right at all: what a person without a permission grid has. */
export const noPermissions: Permissions = {
  users: { read: false, write: false, create: false, delete: false },
  posts: { read: false, write: false, create: false, delete: false },
  comments: { read: false, write: false, create: false, delete: false },
};

/**
 * The permission grid (areas x actions): read-only marks, or checkboxes when `onChange` is given.
 * Shown and edited only; nothing enforces it (docs/product.md section 3.7).
 */
export function PermissionGrid({
  value,
  onChange,
}: {
  value: Permissions;
  onChange?: (next: Permissions) => void;
}) {
  const { t } = useTranslation('people');
  const toggle = (area: Area, action: Action, on: boolean) =>
    onChange?.({ ...value, [area]: { ...value[area], [action]: on } });
  return (
    <Table.ScrollContainer minWidth={290}>
      <Table
        withTableBorder
        striped
        horizontalSpacing={6}
        fz="sm"
        aria-label={t('permissions.title')}
        data-testid="permissions"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('permissions.area')}</Table.Th>
            {permissionActions.map((action) => (
              <Table.Th key={action} scope="col" ta="center">
                {t(`permissions.${action}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {permissionAreas.map((area) => (
            <Table.Tr key={area}>
              <Table.Th scope="row">{t(`permissions.${area}`)}</Table.Th>
              {permissionActions.map((action) => {
                const on = value[area][action];
                const testId = `permission-${area}-${action}`;
                return (
                  <Table.Td key={action} ta="center">
                    {onChange ? (
                      <Checkbox
                        checked={on}
                        onChange={(e) => toggle(area, action, e.currentTarget.checked)}
                        aria-label={t('permissions.label', {
                          area: t(`permissions.${area}`),
                          action: t(`permissions.${action}`),
                        })}
                        styles={{ body: { justifyContent: 'center' } }}
                        data-testid={testId}
                      />
                    ) : (
                      <Text span data-testid={testId} data-value={String(on)}>
                        {on ? (
                          <IconCheck
                            size={18}
                            color="var(--mantine-color-green-filled)"
                            aria-hidden
                          />
                        ) : (
                          <IconMinus size={18} color="var(--mantine-color-dimmed)" aria-hidden />
                        )}
                        <VisuallyHidden>
                          {on ? t('permissions.yes') : t('permissions.no')}
                        </VisuallyHidden>
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
