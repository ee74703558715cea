import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconRestore, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskTagValue } from '../../../../api/modules/todo/contract';
import { FormAlert, FormField } from '../../../components/form-field';
import { API_ERRORS_NS, apiFieldMessage } from '../../../lib/http/api-error-message';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { notify } from '../../../lib/ui/notify';
import { tagValues } from '../options';
import { SidePanel } from '../../../components/side-panel';

/** The fields the panel edits; a new task starts empty. */
type Draft = Pick<
  Task,
  'title' | 'desc' | 'dueDate' | 'tags' | 'isImportant' | 'isStarred' | 'isCompleted'
>;

const emptyDraft: Draft = {
  title: '',
  desc: '',
  dueDate: null,
  tags: [],
  isImportant: false,
  isStarred: false,
  isCompleted: false,
};

const draftOf = (task: Task | undefined): Draft =>
  task
    ? {
        title: task.title,
        desc: task.desc,
        dueDate: task.dueDate,
        tags: task.tags,
        isImportant: task.isImportant,
        isStarred: task.isStarred,
        isCompleted: task.isCompleted,
      }
    : emptyDraft;

const FIELDS = ['task.title', 'task.desc', 'task.dueDate', 'task.tags'] as const;

/**
 * The task panel (a drawer on the right, the whole width on a phone): a new task, or one of the
 * list to edit, trash, restore from the trash or delete for ever (after a confirmation).
 * The server's refusals show beside their fields.
 */
export function TaskPanel({
  task,
  opened,
  onClose,
  onTrash,
  onDelete,
}: {
  /** the task to edit; none for a new one */
  task: Task | undefined;
  opened: boolean;
  onClose: () => void;
} & Actions) {
  const { t } = useTranslation(['todo', API_ERRORS_NS]);
  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      size="md"
      title={task ? t('panel.edit') : t('panel.new')}
      closeLabel={t('panel.close')}
      testId="task-panel"
    >
      {opened && (
        <TaskForm
          key={task?.id ?? 'new'}
          task={task}
          onClose={onClose}
          onTrash={onTrash}
          onDelete={onDelete}
        />
      )}
    </SidePanel>
  );
}

/** What the screen does for the panel: it outlives the panel, which closes at once. */
interface Actions {
  onTrash: (task: Task, isTrashed: boolean) => void;
  onDelete: (task: Task) => void;
}

function TaskForm({
  task,
  onClose,
  onTrash,
  onDelete,
}: { task: Task | undefined; onClose: () => void } & Actions) {
  const { t } = useTranslation(['todo', API_ERRORS_NS]);
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const [titleError, setTitleError] = useState<string>();
  const [confirm, setConfirm] = useState(false);
  const create = useCreateTask();
  const update = useUpdateTask();
  const submitError = task ? update.error : create.error;
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const save = () => {
    const title = draft.title.trim();
    if (!title) {
      setTitleError(t('panel.title-required'));
      return;
    }
    setTitleError(undefined);
    const fields = { ...draft, title };
    if (task) {
      update.mutate(
        { id: task.id, changes: fields },
        {
          onSuccess: () => {
            notify('success', t('notify.saved'));
            onClose();
          },
        },
      );
    } else {
      create.mutate(fields, {
        onSuccess: () => {
          notify('success', t('notify.added'));
          onClose();
        },
      });
    }
  };

  const setTrashed = (isTrashed: boolean) => {
    if (!task) return;
    onTrash(task, isTrashed);
    onClose();
  };

  const deleteForever = () => {
    if (!task) return;
    onDelete(task);
    setConfirm(false);
    onClose();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      data-testid="task-form"
    >
      <Stack gap="md">
        <FormField
          name="task.title"
          label={t('panel.title')}
          value={draft.title}
          onChange={(value) => set('title', value)}
          error={titleError}
          submitError={submitError}
          required
          maxLength={200}
          data-testid="task-title"
        />
        <FormField
          name="task.desc"
          label={t('panel.desc')}
          type="textarea"
          value={draft.desc}
          onChange={(value) => set('desc', value)}
          submitError={submitError}
          maxLength={5000}
          data-testid="task-desc"
        />
        <TextInput
          type="date"
          name="task.dueDate"
          label={t('panel.due')}
          value={draft.dueDate ?? ''}
          onChange={(event) => set('dueDate', event.currentTarget.value || null)}
          error={apiFieldMessage(t, submitError, 'task.dueDate')}
          data-testid="task-due-date"
        />
        <MultiSelect
          label={t('panel.tags')}
          data={tagValues.map((value) => ({ value, label: t(`filters.${value}`) }))}
          value={draft.tags}
          onChange={(values) => set('tags', values as TaskTagValue[])}
          error={apiFieldMessage(t, submitError, 'task.tags')}
          hidePickedOptions
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="task-tags"
        />
        <Stack gap="xs" role="group" aria-label={t('panel.flags')}>
          <Checkbox
            label={t('panel.important')}
            checked={draft.isImportant}
            onChange={(event) => set('isImportant', event.currentTarget.checked)}
            data-testid="task-flag-important"
          />
          <Checkbox
            label={t('panel.starred')}
            checked={draft.isStarred}
            onChange={(event) => set('isStarred', event.currentTarget.checked)}
            data-testid="task-flag-starred"
          />
          <Checkbox
            label={t('panel.completed')}
            checked={draft.isCompleted}
            onChange={(event) => set('isCompleted', event.currentTarget.checked)}
            data-testid="task-flag-completed"
          />
        </Stack>
        <FormAlert submitError={submitError} fields={FIELDS} testId="task-form-alert" />
        <Group justify="space-between">
          {task && !task.isTrashed && (
            <Button
              variant="default"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setTrashed(true)}
              data-testid="task-trash"
            >
              {t('panel.trash')}
            </Button>
          )}
          {task?.isTrashed && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconRestore size={16} aria-hidden />}
                onClick={() => setTrashed(false)}
                data-testid="task-restore"
              >
                {t('panel.restore')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrashX size={16} aria-hidden />}
                onClick={() => setConfirm(true)}
                data-testid="task-delete"
              >
                {t('panel.delete')}
              </Button>
            </Group>
          )}
          <Button
            type="submit"
            ml="auto"
            loading={task ? update.isPending : create.isPending}
            data-testid="task-save"
          >
            {task ? t('panel.save') : t('panel.add')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirm}
        onClose={() => setConfirm(false)}
        title={t('delete.title')}
        centered
        data-testid="delete-confirm"
      >
        <Text size="sm">{t('delete.text', { title: task?.title ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirm(false)} data-autofocus>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={deleteForever} data-testid="delete-confirm-button">
            {t('panel.delete')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
