import { Hono } from 'hono';
import type { AppEnv } from './types';

/**
 * A module's routes: the one way to start them (docs/adding-a-module.md). Not strict, so
 * `/apps/todo/tasks/` and `/apps/todo/tasks` are one route, as the product's calls use both.
 */
export function apiRouter() {
  return new Hono<AppEnv>({ strict: false });
}
