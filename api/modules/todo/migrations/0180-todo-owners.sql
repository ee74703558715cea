-- Tasks are their owners' (docs/decisions/0056). The template's tasks (0140) were one list that
-- every staff member read and changed: its rows belong to nobody who can sign in, so they go (the
-- demo accounts get their own sample tasks when a development API starts, api/seed/todo.ts).
-- A task now has its owner (gone with the account) and the day it is due, if any; a person's
-- tasks are found by the owner index.
DELETE FROM todo_tasks;

ALTER TABLE todo_tasks
  ADD COLUMN owner_id integer NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  ADD COLUMN due_date date;

CREATE INDEX todo_tasks_owner_idx ON todo_tasks (owner_id, id);
