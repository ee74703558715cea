import {
  Button,
  Divider,
  Drawer,
  Group,
  NativeSelect,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  footerTypes,
  layoutTypes,
  navbarTypes,
  routeTransitions,
  themeNames,
  useSettings,
} from '../../lib/settings/settings-store';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={8}>
      <Text fw={600} size="sm" component="h3" m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The customizer panel: every setting, applied live and persisted (app/lib/settings/settings-store.ts).
 * Loaded when the toggle is first pressed (customizer.tsx).
 */
export function CustomizerPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const s = useSettings();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={340}
      title={
        <Title order={2} size="h4">
          {t('customizer.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('customizer.subtitle')}
      </Text>
      <Stack gap="lg" data-testid="customizer">
        <Section title={t('customizer.layout')}>
          <SegmentedControl
            fullWidth
            value={s.layout}
            onChange={(v) => s.set('layout', v as (typeof layoutTypes)[number])}
            data={layoutTypes.map((v) => ({ value: v, label: t(`customizer.layout-${v}`) }))}
            aria-label={t('customizer.layout')}
          />
        </Section>
        <Section title={t('customizer.theme')}>
          <SegmentedControl
            fullWidth
            value={s.theme}
            onChange={(v) => s.set('theme', v as (typeof themeNames)[number])}
            data={themeNames.map((v) => ({ value: v, label: t(`customizer.theme-${v}`) }))}
            aria-label={t('customizer.theme')}
          />
        </Section>
        <Switch
          label={t('customizer.collapse-sidebar')}
          checked={s.sidebarCollapsed}
          disabled={s.layout !== 'vertical'}
          onChange={(e) => s.set('sidebarCollapsed', e.currentTarget.checked)}
        />
        <Divider />
        <Radio.Group
          label={t('customizer.navbar')}
          value={s.navbar}
          onChange={(v) => s.set('navbar', v as (typeof navbarTypes)[number])}
        >
          <Group gap="md" mt={6}>
            {navbarTypes.map((v) => (
              <Radio key={v} value={v} label={t(`customizer.navbar-${v}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('customizer.footer')}
          value={s.footer}
          onChange={(v) => s.set('footer', v as (typeof footerTypes)[number])}
        >
          <Group gap="md" mt={6}>
            {footerTypes.map((v) => (
              <Radio key={v} value={v} label={t(`customizer.footer-${v}`)} />
            ))}
          </Group>
        </Radio.Group>
        <NativeSelect
          label={t('customizer.transition')}
          value={s.routeTransition}
          onChange={(e) =>
            s.set('routeTransition', e.currentTarget.value as (typeof routeTransitions)[number])
          }
          data={routeTransitions.map((v) => ({
            value: v,
            label: t(`customizer.transition-${v}`),
          }))}
        />
        <Divider />
        <Button variant="default" onClick={s.reset}>
          {t('customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
