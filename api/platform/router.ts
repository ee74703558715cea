import { Hono } from 'hono';
import type { AppEnv } from './types';

/**
 * A module's routes: the one way to start them (docs/adding-a-module.md). Not strict, so
 * `/apps/todo/tasks/` and `/apps/todo/tasks` are one route, as the product's calls use both.
 */
export function apiRouter() {
  return new Hono<AppEnv>({ strict: false });
}

/** A module's router, whatever routes it holds. */
// the routes' own schema types differ per module; only the environment is shared
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiRouter = Hono<AppEnv, any, any>;
