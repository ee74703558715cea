import { Button, CopyButton, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's CopyButton around a consignee's address, ready to paste into a bill of lading. */
export default function ClipboardCopyButton() {
  const { t } = useTranslation('extension-clipboard');
  const address = t('copy-button.address');
  return (
    <Stack gap="sm" align="flex-start">
      <Paper withBorder p="sm" w="100%">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="clipboard-address">
          {address}
        </Text>
      </Paper>
      <CopyButton value={address} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'success' : undefined}
            onClick={copy}
            aria-live="polite"
            data-testid="clipboard-copy-address"
          >
            {copied ? t('copied') : t('copy-button.button')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
