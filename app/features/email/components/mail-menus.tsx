import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconCheck, IconFolderSymlink, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MailFolder, MailLabel } from '../../../../api/modules/email/contract';
import { useEmailTags } from '../api/get-email-tags';
import classes from '../email.module.css';
import { folderIcon, folders, labelColor, labels } from '../options';

/** An icon button with its name as tooltip and label. */
export function ToolButton({
  label,
  icon,
  onClick,
  disabled,
  testId,
  pressed,
  color,
  to,
}: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  testId: string;
  pressed?: boolean;
  color?: string;
  /** a link instead of a button */
  to?: string;
}) {
  const shared = {
    variant: 'subtle',
    color: color ?? 'gray',
    size: 'lg',
    'aria-label': label,
    'data-testid': testId,
    children: icon,
  } as const;
  return (
    <Tooltip label={label} withArrow>
      {to !== undefined && !disabled ? (
        <ActionIcon component={Link} to={to} {...shared} />
      ) : (
        <ActionIcon aria-pressed={pressed} onClick={onClick} disabled={disabled} {...shared} />
      )}
    </Tooltip>
  );
}

/** The icon button that opens a menu (a function, not a component: Menu.Target passes it a ref). */
const menuTarget = (label: string, icon: ReactNode, testId: string, disabled?: boolean) => (
  <Tooltip label={label} withArrow>
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
    >
      {icon}
    </ActionIcon>
  </Tooltip>
);

/** Move to a folder: every folder but `current`. */
export function MoveMenu({
  current,
  onMove,
  disabled,
  testId,
}: {
  current?: MailFolder;
  onMove: (folder: MailFolder) => void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('email');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {menuTarget(
          t('actions.move'),
          <IconFolderSymlink size={20} aria-hidden />,
          testId,
          disabled,
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('actions.move-to')}</Menu.Label>
        {folders
          .filter((folder) => folder !== current)
          .map((folder) => {
            const Icon = folderIcon[folder];
            return (
              <Menu.Item
                key={folder}
                leftSection={<Icon size={16} aria-hidden />}
                onClick={() => onMove(folder)}
                data-testid={`move-to-${folder}`}
              >
                {t(`views.${folder}`)}
              </Menu.Item>
            );
          })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The labels, each with a check when `has(label)` is true; choosing one calls `onToggle`. */
export function LabelMenu({
  has,
  onToggle,
  disabled,
  testId,
}: {
  has: (label: MailLabel) => boolean;
  onToggle: (label: MailLabel) => void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('email');
  const tags = useEmailTags().data;
  return (
    <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        {menuTarget(t('actions.labels'), <IconTag size={20} aria-hidden />, testId, disabled)}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('actions.toggle-label')}</Menu.Label>
        {labels.map((label) => (
          <Menu.Item
            key={label}
            role="menuitemcheckbox"
            aria-checked={has(label)}
            leftSection={
              <span
                className={classes.dot}
                style={{ background: `var(--mantine-color-${labelColor(label, tags)}-filled)` }}
                aria-hidden
              />
            }
            rightSection={has(label) ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => onToggle(label)}
            data-testid={`label-${label}`}
          >
            {t(`labels.${label}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
