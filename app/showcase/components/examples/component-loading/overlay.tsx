import { Box, Button, LoadingOverlay, Paper, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const LANES = [
  { lane: 'lanes.bkkRtm', rate: 1840 },
  { lane: 'lanes.lchSin', rate: 420 },
  { lane: 'lanes.bkkHam', rate: 1965 },
] as const;

/**
 * A loading overlay over one card while its rates are refreshed: the rest of the page stays
 * usable. The overlay goes by itself after 2 seconds; the button keeps its focus throughout.
 */
export default function LoadingOverlayCard() {
  const { t, i18n } = useTranslation('component-loading');
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setLoading(false), 2000);
    return () => window.clearTimeout(timer);
  }, [loading]);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => setLoading(true)}
        aria-disabled={loading}
        data-testid="overlay-refresh"
      >
        {t('overlay.refresh')}
      </Button>
      <Paper withBorder radius="md" p="md" pos="relative" w="100%" aria-busy={loading}>
        <LoadingOverlay
          visible={loading}
          zIndex={10}
          overlayProps={{ radius: 'md', blur: 2 }}
          loaderProps={{ role: 'status', 'aria-label': t('overlay.loading') }}
        />
        <Text fw={600} mb="xs">
          {t('overlay.caption')}
        </Text>
        <Box style={{ overflowX: 'auto' }}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('overlay.lane')}</Table.Th>
                <Table.Th ta="right">{t('overlay.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {LANES.map(({ lane, rate }) => (
                <Table.Tr key={lane}>
                  <Table.Td>{t(`overlay.${lane}`)}</Table.Td>
                  <Table.Td ta="right">{money.format(rate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </Paper>
    </Stack>
  );
}
