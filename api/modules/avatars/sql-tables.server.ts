import { pictureTable } from '../../platform/sql/picture-tables.server';
import { authUsers } from '../auth/sql-tables.server';

/** People's pictures: migrations/0108-person-avatars.sql. */
export const personAvatars = pictureTable('person_avatars', 'person_id', () => authUsers.id);
