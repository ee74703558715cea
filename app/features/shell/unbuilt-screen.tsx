import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPage } from './use-current-page';

/**
 * A screen that a later issue builds: its title, its breadcrumb (from the dashboard layout) and a
 * clear notice. Nothing else pretends to be done.
 */
export function UnbuiltScreen() {
  const { t } = useTranslation(['common', 'pages']);
  const page = useCurrentPage();
  const title = page ? t(page.titleKey, { ns: 'pages' }) : '';
  const notice = (
    <Alert
      color="warning"
      variant="light"
      icon={<IconTool size={20} aria-hidden />}
      title={t('unbuilt.title')}
      styles={{
        title: { color: 'var(--mantine-color-text)' },
        message: { color: 'var(--mantine-color-text)' },
      }}
    >
      {t('unbuilt.body', { page: title })}
    </Alert>
  );

  if (page?.layout === 'full-page') {
    return (
      <Paper
        withBorder
        shadow="sm"
        p="xl"
        radius="md"
        maw={480}
        w="100%"
        data-testid="unbuilt-screen"
      >
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {notice}
          <Button
            component={Link}
            to="/"
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('back-home')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md" data-testid="unbuilt-screen">
      <Stack gap="sm">
        {notice}
        <Text size="sm" c="dimmed">
          {t('unbuilt.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
