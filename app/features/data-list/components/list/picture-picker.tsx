import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_CONTENT_TYPES } from '../../../../../api/contract/pictures';
import { pictureProblemOf } from '../../../../lib/forms/picture-file';
import classes from './list.module.css';

/** A file's contents as a data: URL, for its preview (nothing to release afterwards). */
const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * The panel's picture: the current one (or the category's for a new product), and a button to
 * choose a PNG, JPEG or WebP file of at most 2 MB, checked here before anything is sent, with
 * the reason beside it when refused. The file is sent when the product is saved.
 */
export function PicturePicker({
  current,
  file,
  onChange,
}: {
  /** the picture shown while no file is chosen */
  current: string | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('data-list');
  const [problem, setProblem] = useState<string>();
  const resetRef = useRef<() => void>(null);
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  const src = file && preview?.file === file ? preview.url : current;

  async function choose(chosen: File | null) {
    // the same file may be chosen again after a refusal
    resetRef.current?.();
    if (!chosen) return;
    const refused = await pictureProblemOf(chosen);
    if (refused) {
      setProblem(t(`panel.picture-${refused}`));
      return;
    }
    try {
      setPreview({ file: chosen, url: await dataUrlOf(chosen) });
    } catch {
      setProblem(t('panel.picture-wrong-type'));
      return;
    }
    setProblem(undefined);
    onChange(chosen);
  }

  return (
    <Stack gap={6} data-testid="product-picture">
      <Text size="sm" fw={500} id="product-picture-label">
        {t('fields.picture')}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        {src ? (
          <img
            src={src}
            alt={t('panel.picture-preview')}
            className={classes.preview}
            data-testid="product-picture-preview"
          />
        ) : (
          <div className={classes.previewEmpty} aria-hidden>
            <IconPhoto size={32} stroke={1.5} />
          </div>
        )}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <FileButton
              onChange={(chosen) => void choose(chosen)}
              accept={PICTURE_CONTENT_TYPES.join(',')}
              resetRef={resetRef}
              inputProps={{ 'data-testid': 'product-picture-input' } as ComponentProps<'input'>}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconPhoto size={16} aria-hidden />}
                  aria-describedby="product-picture-label product-picture-message"
                  data-testid="product-picture-choose"
                >
                  {t('panel.picture-choose')}
                </Button>
              )}
            </FileButton>
            {file && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => onChange(null)}
                data-testid="product-picture-clear"
              >
                {t('panel.picture-clear')}
              </Button>
            )}
          </Group>
          {problem ? (
            <Text
              c="var(--mantine-color-error)"
              size="xs"
              role="alert"
              id="product-picture-message"
              data-testid="product-picture-error"
            >
              {problem}
            </Text>
          ) : (
            <Text c="dimmed" size="xs" id="product-picture-message">
              {file ? t('panel.picture-chosen', { name: file.name }) : t('panel.picture-hint')}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
