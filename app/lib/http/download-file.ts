import { ApiRequestError, errorOfReply } from './api-client';
import { http } from './http';

/**
 * A file the API serves (a shipment's document, for staff or in the portal), fetched with the session's access token
 * and saved under `name`. The HTTP client's `stream` is its one call that answers the Response
 * itself, its body unread, with the token and the one refresh after a 401 of every request
 * (app/lib/http/http.ts); the body is then read as bytes and saved through a temporary
 * `<a download>`. A refusal throws ApiRequestError as apiRequest does; no answer, `network`.
 */
export async function downloadFile(path: string, name: string): Promise<void> {
  let reply: Response;
  try {
    reply = await http.stream(path, new AbortController().signal);
  } catch (error) {
    if (error instanceof TypeError) {
      throw new ApiRequestError(0, 'network', `GET ${path}: no answer (${error.message})`);
    }
    throw error;
  }
  if (!reply.ok) throw errorOfReply(reply.status, await reply.json().catch(() => undefined));
  const url = URL.createObjectURL(await reply.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the download holds its own reference to the bytes once it started
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
