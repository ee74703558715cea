import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../../../api/modules/user-management/contract';
import { FormAlert } from '../../../components/form-field';
import { useDeactivatePerson } from '../api/deactivate-person';
import { notify } from '../../../lib/ui/notify';

/** Asks before DELETE /api/user-management/users/{id}, which deactivates the person. */
export function DeactivatePersonModal({
  person,
  onClose,
  onDone,
}: {
  person: ManagedUser | undefined;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation('people');
  const deactivate = useDeactivatePerson();
  const close = () => {
    deactivate.reset();
    onClose();
  };
  return (
    <Modal
      opened={person !== undefined}
      onClose={close}
      title={t('deactivate.title')}
      centered
      data-testid="deactivate-modal"
    >
      {person && (
        <>
          <Text mb="md">{t('deactivate.question', { name: person.name })}</Text>
          <FormAlert submitError={deactivate.error} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button
              // red 9: white text stays readable on it (color contrast)
              color="red.9"
              loading={deactivate.isPending}
              data-testid="confirm-deactivate"
              onClick={() =>
                deactivate.mutate(person.id, {
                  onSuccess: () => {
                    notify(
                      'success',
                      t('deactivate.done-title'),
                      t('deactivate.done', { name: person.name }),
                    );
                    close();
                    onDone?.();
                  },
                })
              }
            >
              {t('actions.deactivate')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
