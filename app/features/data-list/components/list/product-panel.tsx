import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dataListCategorySchema,
  orderStatusSchema,
  type DataListProduct,
  type DataListProductInput,
} from '../../../../../api/modules/data-list/contract';
import type { FieldIssue } from '../../../../../api/contract/errors';
import { FormAlert } from '../../../../components/form-field';
import {
  API_ERRORS_NS,
  apiErrorMessage,
  apiFieldMessage,
} from '../../../../lib/http/api-error-message';
import { notify } from '../../../../lib/ui/notify';
import { useCreateDataListProduct } from '../../api/create-product';
import { useUpdateDataListProduct } from '../../api/update-product';
import { useUploadDataListImage } from '../../api/upload-product-image';
import { categoryImage } from '../../spreadsheet/columns';
import { PicturePicker } from './picture-picker';
import {
  changedFields,
  checkDraft,
  draftOf,
  DRAFT_FIELDS,
  type DraftField,
  type ProductDraft,
} from './product-form';
import { SidePanel } from '../../../../components/side-panel';

/** The fields as the API names them in a refusal (`item.price`). */
const API_FIELDS = DRAFT_FIELDS.map((field) => `item.${field}`);

/**
 * The side panel (a drawer on the right, the whole width on a phone): a new product, or one of
 * the list filled in to edit. Every field is checked in the browser against the contract's
 * schema, its message beside it; the server's refusal shows by field too.
 */
export function ProductPanel({
  product,
  opened,
  onClose,
  onSaved,
}: {
  /** the product to edit; none for a new one */
  product: DataListProduct | undefined;
  opened: boolean;
  onClose: () => void;
  /** after a save: the product's id, and whether it is new */
  onSaved: (id: number, isNew: boolean) => void;
}) {
  const { t } = useTranslation('data-list');
  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      size="md"
      title={product ? t('panel.edit-title') : t('panel.add-title')}
      closeLabel={t('panel.close')}
      testId="product-panel"
    >
      {opened && (
        <ProductForm
          key={product?.id ?? 'new'}
          product={product}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </SidePanel>
  );
}

type Issues = Partial<Record<DraftField, FieldIssue>>;

function ProductForm({
  product,
  onClose,
  onSaved,
}: {
  product: DataListProduct | undefined;
  onClose: () => void;
  onSaved: (id: number, isNew: boolean) => void;
}) {
  const { t } = useTranslation(['data-list', API_ERRORS_NS]);
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [file, setFile] = useState<File | null>(null);
  // the browser's check: shown after the first save, then again at every change
  const [issues, setIssues] = useState<Issues>();
  const [submitError, setSubmitError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const create = useCreateDataListProduct();
  const update = useUpdateDataListProduct();
  const upload = useUploadDataListImage();

  const set = <K extends DraftField>(field: K, value: ProductDraft[K]) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (issues) {
      const check = checkDraft(next, product);
      setIssues(check.ok ? {} : check.issues);
    }
  };

  const messageOf = (field: DraftField) => {
    const issue = issues?.[field];
    if (issue) return t(`${API_ERRORS_NS}:${issue.code}`, { count: issue.limit });
    return apiFieldMessage(t, submitError, `item.${field}`);
  };

  /** Saves the fields, then sends the chosen picture for the product's id. */
  async function saveAll(input: DataListProductInput) {
    let id: number;
    try {
      if (product) {
        const changes = changedFields(product, input);
        if (Object.keys(changes).length) await update.mutateAsync({ id: product.id, changes });
        id = product.id;
      } else {
        id = (await create.mutateAsync(input)).id;
      }
    } catch (error) {
      setSubmitError(error);
      return;
    }
    if (file) {
      try {
        await upload.mutateAsync({ id, file });
      } catch (error) {
        // the product is saved; only its picture is not
        notify('warning', t('notify.picture-failed'), apiErrorMessage(t, error));
      }
    }
    notify('success', product ? t('notify.saved') : t('notify.added'), input.name);
    onSaved(id, !product);
    onClose();
  }

  const save = async () => {
    setSubmitError(undefined);
    const check = checkDraft(draft, product);
    if (!check.ok) {
      setIssues(check.issues);
      return;
    }
    setIssues({});
    setBusy(true);
    try {
      await saveAll(check.input);
    } finally {
      setBusy(false);
    }
  };

  const choices = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="product-form"
    >
      <Stack gap="md">
        <PicturePicker
          current={product?.img ?? (draft.category ? categoryImage(draft.category) : undefined)}
          file={file}
          onChange={setFile}
        />
        <TextInput
          name="item.name"
          label={t('fields.name')}
          value={draft.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={messageOf('name')}
          required
          maxLength={200}
          data-testid="product-name-input"
        />
        <Select
          name="item.category"
          label={t('fields.category')}
          placeholder={t('panel.choose')}
          data={choices(dataListCategorySchema.options, 'category')}
          value={draft.category}
          onChange={(value) => set('category', value as ProductDraft['category'])}
          error={messageOf('category')}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
          data-testid="product-category-input"
        />
        <Select
          name="item.order_status"
          label={t('fields.order_status')}
          placeholder={t('panel.choose')}
          data={choices(orderStatusSchema.options, 'status')}
          value={draft.order_status}
          onChange={(value) => set('order_status', value as ProductDraft['order_status'])}
          error={messageOf('order_status')}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
          data-testid="product-status-input"
        />
        <NumberInput
          name="item.price"
          label={t('fields.price-baht')}
          value={draft.price}
          onChange={(value) => set('price', value)}
          error={messageOf('price')}
          min={0}
          max={1_000_000_000}
          decimalScale={2}
          clampBehavior="none"
          required
          data-testid="product-price-input"
        />
        <NumberInput
          name="item.popularity"
          label={t('fields.popularity')}
          description={t('panel.popularity-hint')}
          value={draft.popularity}
          onChange={(value) => set('popularity', value)}
          error={messageOf('popularity')}
          min={0}
          max={100}
          decimalScale={2}
          clampBehavior="none"
          required
          data-testid="product-popularity-input"
        />
        <FormAlert submitError={submitError} fields={API_FIELDS} testId="product-form-alert" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('panel.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="product-save">
            {product ? t('panel.save') : t('panel.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
