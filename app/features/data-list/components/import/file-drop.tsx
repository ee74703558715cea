import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { limitsText } from './limits';

/**
 * Where a spreadsheet is dropped, or chosen with the button (the keyboard's way in). The file's
 * kind, size and content are checked by the reader, which names its own refusals: the drop zone
 * takes any single file.
 */
export function FileDrop({ onFile }: { onFile: (file: File) => void }) {
  const { t, i18n } = useTranslation('import');
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={(files) => {
        if (files[0]) onFile(files[0]);
      }}
      multiple={false}
      openRef={openRef}
      activateOnClick={false}
      activateOnKeyboard={false}
      radius="md"
      inputProps={{ 'aria-label': t('drop.input'), 'data-testid': 'import-file-input' } as object}
    >
      <Stack align="center" gap="sm" py="xl" style={{ pointerEvents: 'all' }}>
        <Dropzone.Idle>
          <IconFileSpreadsheet size={48} stroke={1.5} aria-hidden />
        </Dropzone.Idle>
        <Dropzone.Accept>
          <IconUpload size={48} stroke={1.5} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconUpload size={48} stroke={1.5} aria-hidden />
        </Dropzone.Reject>
        <Text size="lg" fw={600} ta="center">
          {t('drop.title')}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('drop.hint', limitsText(i18n.language))}
        </Text>
        <Group>
          <Button onClick={() => openRef.current?.()} leftSection={<IconUpload size={16} />}>
            {t('drop.choose')}
          </Button>
        </Group>
      </Stack>
    </Dropzone>
  );
}
