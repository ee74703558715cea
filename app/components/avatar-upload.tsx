import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { getAvatar } from '../../api/modules/avatars/endpoints';
import { endpointPathStart } from '../../api/contract/endpoint';
import { API_ERRORS_NS, apiErrorMessage } from '../lib/http/api-error-message';
import { pictureProblemOf } from '../lib/forms/picture-file';

export interface AvatarUploadProps {
  /** the current picture's URL (a stored picture or a default one) */
  src: string | null | undefined;
  /** whose picture it is, for its text alternative */
  name: string;
  /** sends the picture (PUT .../avatar with the file as the body); rejects with the refusal */
  upload: (file: File) => Promise<unknown>;
  /** removes the picture (DELETE .../avatar): the default one shows again */
  remove: () => Promise<unknown>;
  /** the root's data-testid; the parts add -change, -remove, -input, -error and -image */
  testId?: string;
}

/** `/api/avatars/`: the start of a stored picture's URL. */
const storedPicturePrefix = endpointPathStart(getAvatar);

/** Only a picture stored by the API can be removed; a default picture ships with the app. */
const isStoredPicture = (src: string | null | undefined) => !!src?.startsWith(storedPicturePrefix);

/**
 * A person's picture with "Change picture" and "Remove picture" (docs/product.md): PNG, JPEG or
 * WebP up to 2 MB. A file that is not one is refused here with the reason beside the buttons,
 * before sending; the server's refusal shows there too, by its code. Used for anyone's picture
 * by admins (the people edit screen) and for one's own (PUT /api/account/avatar).
 */
export function AvatarUpload({
  src,
  name,
  upload,
  remove,
  testId = 'avatar-upload',
}: AvatarUploadProps) {
  const { t } = useTranslation(['common', API_ERRORS_NS]);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  async function run(kind: 'upload' | 'remove', action: () => Promise<unknown>) {
    setBusy(kind);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage(apiErrorMessage(t, error));
    } finally {
      setBusy(null);
    }
  }

  async function choose(file: File | null) {
    // the same file may be chosen again after a refusal
    resetRef.current?.();
    if (!file) return;
    const problem = await pictureProblemOf(file);
    if (problem) {
      setMessage(t(`common:avatar.${problem}`));
      return;
    }
    await run('upload', () => upload(file));
  }

  const errorId = `${testId}-error`;
  return (
    <Group gap="md" wrap="nowrap" align="center" data-testid={testId}>
      <Avatar
        src={src || undefined}
        alt={t('common:avatar.alt', { name })}
        size={72}
        radius="md"
        data-testid={`${testId}-image`}
      />
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <FileButton
            onChange={(file) => void choose(file)}
            accept="image/png,image/jpeg,image/webp"
            resetRef={resetRef}
            disabled={busy !== null}
            inputProps={{ 'data-testid': `${testId}-input` } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                loading={busy === 'upload'}
                disabled={busy !== null}
                aria-describedby={message ? errorId : undefined}
                data-testid={`${testId}-change`}
              >
                {t('common:avatar.change')}
              </Button>
            )}
          </FileButton>
          {isStoredPicture(src) && (
            <Button
              size="xs"
              variant="default"
              loading={busy === 'remove'}
              disabled={busy !== null}
              onClick={() => void run('remove', remove)}
              data-testid={`${testId}-remove`}
            >
              {t('common:avatar.remove')}
            </Button>
          )}
        </Group>
        {message ? (
          <Text c="red" size="xs" role="alert" id={errorId} data-testid={errorId}>
            {message}
          </Text>
        ) : (
          <Text c="dimmed" size="xs">
            {t('common:avatar.hint')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
