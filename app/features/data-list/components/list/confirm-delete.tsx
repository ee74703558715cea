import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../../lib/http/api-error-message';
import { notify } from '../../../../lib/ui/notify';
import { useDeleteDataListProduct } from '../../api/delete-product';
import { useDeleteDataListProducts } from '../../api/delete-products';

/** What is about to be deleted: one product (its row's action) or the selection. */
export type DeleteTarget =
  | { kind: 'one'; product: DataListProduct }
  | { kind: 'selection'; products: readonly DataListProduct[] };

/**
 * The confirmation before a deletion, naming the product or the count of the selection; the
 * selection goes in one call, all or nothing (POST /api/data-list/deletions).
 */
export function ConfirmDelete({
  target: asked,
  onClose,
  onDeleted,
}: {
  target: DeleteTarget | undefined;
  onClose: () => void;
  /** the ids that are gone */
  onDeleted: (ids: number[]) => void;
}) {
  const { t } = useTranslation(['data-list', API_ERRORS_NS]);
  const deleteOne = useDeleteDataListProduct();
  const deleteMany = useDeleteDataListProducts();
  const pending = deleteOne.isPending || deleteMany.isPending;
  // the modal keeps its text while it closes
  const [target, setTarget] = useState(asked);
  if (asked && asked !== target) setTarget(asked);

  const confirm = () => {
    if (!target) return;
    const failed = (error: unknown) =>
      notify('error', t('notify.delete-failed'), apiErrorMessage(t, error));
    if (target.kind === 'one') {
      const { product } = target;
      deleteOne.mutate(product.id, {
        onSuccess: () => {
          notify('success', t('notify.deleted'), product.name);
          onDeleted([product.id]);
          onClose();
        },
        onError: failed,
      });
    } else {
      const ids = target.products.map((product) => product.id);
      deleteMany.mutate(ids, {
        onSuccess: ({ deleted }) => {
          notify('success', t('notify.deleted-many', { count: deleted }));
          onDeleted(ids);
          onClose();
        },
        onError: failed,
      });
    }
  };

  return (
    <Modal
      opened={asked !== undefined}
      onClose={onClose}
      title={
        target?.kind === 'selection'
          ? t('delete.title-many', { count: target.products.length })
          : t('delete.title')
      }
      centered
      data-testid="delete-confirm"
    >
      <Text size="sm" data-testid="delete-confirm-text">
        {target?.kind === 'one'
          ? t('delete.text', { name: target.product.name })
          : t('delete.text-many', { count: target?.products.length ?? 0 })}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {t('delete.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={pending} data-testid="delete-confirm-button">
          {t('delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
