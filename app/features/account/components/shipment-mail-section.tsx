import { Alert, Button, Divider, Group, Radio, Stack, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHIPMENT_MAIL_CHOICES,
  type MailSettings,
  type ShipmentMailChoice,
} from '../../../../api/modules/shipment-mail/contract';
import { FormAlert } from '../../../components/form-field';
import { notify } from '../../../lib/ui/notify';
import { isNoCompany, useMailSettings } from '../api/get-mail-settings';
import { useUpdateMailSettings } from '../api/update-mail-settings';

const isChoice = (value: string): value is ShipmentMailChoice =>
  (SHIPMENT_MAIL_CHOICES as readonly string[]).includes(value);

/**
 * "Shipment e-mails", in the Notifications tab of a customer company's person
 * (GET/PUT /api/portal/mail-settings): which status mails of the company's shipments they get,
 * every change, only delays and delivery, or none. Nothing for anyone else: the tab does not load it
 * for staff (no company is theirs), and a 403 noCompany shows nothing either. When the server sends no mail
 * (browser mode, or no mail server) a note says so; the choice is kept all the same.
 */
export default function ShipmentMailSection() {
  const settings = useMailSettings();
  if (settings.isPending) return null;
  if (settings.isError) {
    return isNoCompany(settings.error) ? null : (
      <FormAlert submitError={settings.error} testId="shipment-mail-error" />
    );
  }
  return <ShipmentMailForm settings={settings.data} />;
}

function ShipmentMailForm({ settings }: { settings: MailSettings }) {
  const { t } = useTranslation('account');
  const update = useUpdateMailSettings();
  const [choice, setChoice] = useState<ShipmentMailChoice>(settings.shipmentMail);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(choice, {
      onSuccess: () => notify('success', t('saved-title'), t('shipment-mail.saved')),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="shipment-mail-title"
      data-testid="shipment-mail-form"
    >
      <Stack gap="md">
        <Divider />
        <Title order={3} size="h5" id="shipment-mail-title">
          {t('shipment-mail.title')}
        </Title>
        {settings.mailOff && (
          <Alert
            variant="light"
            color="gray"
            icon={<IconMailOff size={18} aria-hidden />}
            data-testid="shipment-mail-off"
          >
            {t('shipment-mail.mail-off')}
          </Alert>
        )}
        <FormAlert submitError={update.error} testId="shipment-mail-alert" />
        <Radio.Group
          value={choice}
          onChange={(value) => {
            if (isChoice(value)) setChoice(value);
          }}
          label={t('shipment-mail.question')}
          description={t('shipment-mail.lead')}
          data-testid="shipment-mail-choices"
        >
          <Stack gap="sm" mt="sm">
            {SHIPMENT_MAIL_CHOICES.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`shipment-mail.${value}`)}
                description={t(`shipment-mail.${value}-help`)}
                data-testid={`shipment-mail-${value}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="shipment-mail-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
