import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountReply } from '../../../../api/modules/account/contract';
import {
  SOCIAL_NETWORKS,
  type ManagedUser,
  type SocialNetwork,
} from '../../../../api/modules/user-management/contract';
import { FormAlert, FormField } from '../../../components/form-field';
import { useUpdateProfile } from '../api/update-profile';
import { useCheckedForm } from '../use-checked-form';
import { socialLinkRules } from '../../../lib/forms/person-rules';
import { notify } from '../../../lib/ui/notify';

const FIELDS = SOCIAL_NETWORKS.map((n) => `profile.social_links.${n}`);

/** The Social tab (POST /api/account/profile): the person's links, each one may be empty. */
export function SocialTab({ account }: { account: AccountReply }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const saved = account.person.social_links;
  const form = useCheckedForm(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, saved?.[n] ?? ''])) as Record<
      SocialNetwork,
      string
    >,
    { fields: socialLinkRules, apiName: (field) => `profile.social_links.${field}` },
    update.error,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const links = Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, form.values[n].trim()]),
    ) as NonNullable<ManagedUser['social_links']>;
    update.mutate(
      { social_links: links },
      { onSuccess: () => notify('success', t('saved-title'), t('social.saved')) },
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="social-form">
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('social.title')}
        </Title>
        <FormAlert submitError={update.error} fields={FIELDS} testId="social-alert" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SOCIAL_NETWORKS.map((n) => (
            <FormField
              key={n}
              name={`profile.social_links.${n}`}
              label={t(`social-network.${n}`)}
              value={form.values[n]}
              onChange={(v) => form.set(n, v)}
              error={form.error(n)}
              autoComplete="off"
              data-testid={`social-${n}`}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="social-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
