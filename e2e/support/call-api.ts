import type { Page } from '@playwright/test';

/**
 * A call of the API from the page, with the signed-in person's token. Both modes: in browser mode
 * the page's own back end answers it (MSW's worker), on the server the server does.
 */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('accessToken') ?? localStorage.getItem('accessToken');
      const reply = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await reply.text();
      return { status: reply.status, data: (text ? JSON.parse(text) : null) as unknown };
    },
    { method, path, body },
  ) as Promise<{ status: number; data: T }>;
}
