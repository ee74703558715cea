import type { CreateManagedUserBody, ManagedUser, ManagedUserChanges } from './contract';
import type { MailOutcome } from '../../contract/common';
import { roleOfPeopleRole } from '../../contract/roles';
import { ApiError, notFound } from '../../platform/errors';
import { defaultAvatar, type AuthStore, type PasswordLinks } from '../auth';
import { checkCompanyId } from '../companies';
import type { CompaniesStore } from '../companies/store';
import type { Role } from '../../contract/roles';
import type { UniqueUserField, UserManagementStore } from './store';

const missing = (id: number) => notFound(`No user with id ${id}`);

/** Email and username name one user each (case-insensitive): 422 naming the field otherwise. */
function alreadyUsed(key: UniqueUserField): never {
  const field = `user.${key}`;
  throw new ApiError(422, 'alreadyUsed', `${field}: is already used by another user`, { field });
}

/**
 * Only a customer (the people role `user`) belongs to a company: 422 `customerOnly` on
 * `user.companyId` when the person would be of another role with one, after the change.
 */
function checkCustomerOnly(role: ManagedUser['role'], companyId: number | null) {
  if (companyId === null || role === 'user') return;
  throw new ApiError(
    422,
    'customerOnly',
    'user.companyId: only a person of the role user belongs to a company',
    { field: 'user.companyId' },
  );
}

/** A customer of a company: the one person staff (editors) invite and invite again. */
const isCompanyCustomer = (person: { role: ManagedUser['role']; companyId?: number | null }) =>
  person.role === 'user' && person.companyId !== undefined && person.companyId !== null;

/**
 * Staff (editors) invite a customer company's people, nothing else (issue 32): a new person of
 * another role is 403 `forbidden` on `user.role`, a customer without a company 403 on
 * `user.companyId`. An admin invites anyone.
 */
function checkMayCreate(actorRole: Role, input: CreateManagedUserBody['user']) {
  if (actorRole === 'admin') return;
  if (input.role !== 'user') {
    throw new ApiError(
      403,
      'forbidden',
      'user.role: staff invite customers only (the role user); an admin invites staff and admins',
      { field: 'user.role' },
    );
  }
  if (!isCompanyCustomer(input)) {
    throw new ApiError(
      403,
      'forbidden',
      "user.companyId: staff invite a customer company's people only; choose the company",
      { field: 'user.companyId' },
    );
  }
}

/** What a change does to a person's admin rights: whether they stay an active admin. */
const staysActiveAdmin = (person: ManagedUser, changes: ManagedUserChanges) =>
  (changes.role ?? person.role) === 'admin' && (changes.status ?? person.status) === 'active';

/**
 * The people app's rules (docs/product.md section 6.4; decision 0050): reading for staff, changing
 * for admins; an admin cannot take away their own rights nor those of the last active admin;
 * leaving `active` ends the person's sessions at once; only a customer (role `user`) belongs to a
 * customer company, one that exists. Staff (editors) invite a company's customers and send them
 * the invitation again; an admin invites anyone.
 */
export function userManagementService(
  store: UserManagementStore,
  accounts: AuthStore,
  companies: CompaniesStore,
  links: PasswordLinks,
  now: () => Date,
) {
  async function person(id: number) {
    const found = await store.get(id);
    if (!found) throw missing(id);
    return found;
  }

  /** An admin cannot take away their own rights (the store keeps the last active admin). */
  async function checkOwnRights(actorId: number, target: ManagedUser, changes: ManagedUserChanges) {
    if (target.id !== actorId || staysActiveAdmin(target, changes)) return;
    const field =
      changes.role !== undefined && changes.role !== 'admin' ? 'user.role' : 'user.status';
    throw new ApiError(422, 'notYourself', `${field}: you cannot take away your own admin rights`, {
      field,
    });
  }

  async function change(actorId: number, id: number, changes: ManagedUserChanges) {
    const target = await person(id);
    await checkOwnRights(actorId, target, changes);
    checkCustomerOnly(
      changes.role ?? target.role,
      changes.companyId === undefined ? target.companyId : changes.companyId,
    );
    await checkCompanyId(companies, 'user.companyId', changes.companyId);
    const result = await store.patch(id, changes);
    if (!result) throw missing(id);
    if ('taken' in result) alreadyUsed(result.taken);
    if ('lastAdmin' in result) {
      const field =
        changes.role !== undefined && changes.role !== 'admin' ? 'user.role' : 'user.status';
      throw new ApiError(422, 'lastAdmin', `${field}: the last active admin must stay one`, {
        field,
      });
    }
    if (changes.status !== undefined && changes.status !== 'active') {
      await accounts.revokeUserRefreshTokens(id, now());
    }
    return result.user;
  }

  return {
    /** reversed: highest id first */
    async list() {
      return (await store.list()).sort((a, b) => b.id - a.id);
    },
    get: person,
    /** Whether a username is free to take (case-insensitive): the sign-up and profile forms ask. */
    async usernameAvailability(username: string) {
      return { username, available: !(await store.hasUsername(username)) };
    },
    /** merges the given fields; the id never changes */
    update: change,
    /**
     * A new person: an account without a password (nobody can sign in as them yet), then the
     * invitation with a link to choose one. The account stays when the mail fails: the answer
     * says so, and the invitation can be sent again.
     */
    async create(
      actorRole: Role,
      input: CreateManagedUserBody['user'],
      origin: string,
      inviterName: string,
    ): Promise<{ id: number; invitation: MailOutcome }> {
      checkMayCreate(actorRole, input);
      const companyId = input.companyId ?? null;
      checkCustomerOnly(input.role, companyId);
      await checkCompanyId(companies, 'user.companyId', companyId);
      const email = input.email.trim().toLowerCase();
      const account = await accounts.createUser({
        email,
        displayName: input.name.trim(),
        passwordHash: null,
        photoURL: defaultAvatar(email),
        phoneNumber: null,
        about: '',
        status: 'offline',
        role: roleOfPeopleRole(input.role),
        providerId: 'jwt',
        providerSubject: null,
        createdAt: now(),
        department: input.department,
        companyId,
      });
      if (!account) alreadyUsed('email');
      return {
        id: account.id,
        invitation: await links.sendInvitation(account.id, origin, inviterName),
      };
    },
    /**
     * The invitation again (a lost mail, an expired link): a new link; the old ones still work
     * until used or expired. Staff send it to a customer of a company only (403 otherwise); an
     * admin to anyone.
     */
    async invite(actorRole: Role, id: number, origin: string, inviterName: string) {
      const invited = await person(id);
      if (actorRole !== 'admin' && !isCompanyCustomer(invited)) {
        throw new ApiError(
          403,
          'forbidden',
          "id: staff send the invitation again only to a customer company's people",
          { field: 'id' },
        );
      }
      return { invitation: await links.sendInvitation(id, origin, inviterName) };
    },
    /** a leaver: the record stays (what names them stays readable), the account cannot sign in */
    deactivate: (actorId: number, id: number) => change(actorId, id, { status: 'deactivated' }),
  };
}
