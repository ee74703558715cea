/** A `text/event-stream` reply read as it arrives: its frames one by one, and whether it ended. */
export function eventStreamReader(res: Response) {
  const source = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done = false;
  return {
    /** the next frame (text up to a blank line), or null when the stream ended */
    async next(): Promise<string | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return frame;
        }
        if (done) return null;
        const chunk = await source.read();
        if (chunk.done) done = true;
        else buffer += chunk.value;
      }
    },
    cancel: () => source.cancel(),
  };
}

/** the JSON data of a frame */
export const frameData = (frame: string | null) =>
  JSON.parse(/^data: (.*)$/m.exec(frame ?? '')![1]);
