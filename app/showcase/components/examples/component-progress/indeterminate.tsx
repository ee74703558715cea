import { Box, Loader, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './indeterminate.module.css';

/**
 * When the length of the work is unknown (waiting for the carrier's system) a bar slides without
 * a value: a progressbar without aria-valuenow is "busy" to a screen reader.
 */
export default function ProgressIndeterminate() {
  const { t } = useTranslation('component-progress');
  const labelId = useId();
  return (
    <Stack gap="sm">
      <Text size="sm" id={labelId}>
        {t('indeterminate.text')}
      </Text>
      <Box
        className={classes.track}
        h={8}
        bg="var(--mantine-color-default-border)"
        style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        role="progressbar"
        aria-labelledby={labelId}
        aria-busy
      >
        <div className={classes.bar} />
      </Box>
      <Loader size="sm" type="dots" aria-hidden />
    </Stack>
  );
}
