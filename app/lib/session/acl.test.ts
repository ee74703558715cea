import { describe, expect, it } from 'vitest';
import { pageById } from '../../pages';
import { guardDecision, loginUrl, pageForPath } from './acl';
import type { AuthState } from './auth-state';

const visitor: AuthState = { signedIn: false, role: 'public', serverRole: 'public' };
const user = (role: AuthState['role']): AuthState => ({ signedIn: true, role, serverRole: role });

describe('the guard (docs/architecture.md decision 1, docs/product.md section 6)', () => {
  it('finds the registry entry of a path, params included', () => {
    expect(pageForPath('/apps/todo/starred')?.id).toBe('todo');
    expect(pageForPath('/apps/user/user-view/301')?.id).toBe('user-view');
    expect(pageForPath('/home')?.id).toBe('home');
    expect(pageForPath('/nowhere')).toBeUndefined();
  });

  it('sends visitors on staff screens to sign in, and lets them see public ones', () => {
    expect(guardDecision(pageById('chat'), visitor)).toBe('login');
    expect(guardDecision(pageById('email'), visitor)).toBe('login');
    expect(guardDecision(pageById('home'), visitor)).toBe('allow');
    expect(guardDecision(pageById('error-404'), visitor)).toBe('allow');
  });

  it('applies the rules: editor admits editor and admin; admin admits admin only', () => {
    expect(guardDecision(pageById('chat'), user('editor'))).toBe('allow');
    expect(guardDecision(pageById('chat'), user('admin'))).toBe('allow');
    expect(guardDecision(pageById('chat'), user('public'))).toBe('not-authorized');
    const adminOnly = { ...pageById('chat')!, rule: 'admin' as const };
    expect(guardDecision(adminOnly, user('editor'))).toBe('not-authorized');
    expect(guardDecision(adminOnly, user('admin'))).toBe('allow');
  });

  it('keeps the wanted path and query in `to`', () => {
    expect(loginUrl('/apps/chat?x=1')).toBe('/pages/login?to=%2Fapps%2Fchat%3Fx%3D1');
  });
});
