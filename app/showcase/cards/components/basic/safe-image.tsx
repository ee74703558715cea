import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A picture whose path comes from the API. If the path does not load, a neutral grey panel with
 * a picture icon takes its place (named by the same text), never the browser's broken image.
 */
export function SafeImage({ src, alt, height }: { src: string; alt: string; height: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Center
        role="img"
        aria-label={alt}
        h={height}
        bg="var(--mantine-color-default-hover)"
        data-testid="image-fallback"
      >
        <IconPhoto size={40} stroke={1.5} aria-hidden />
      </Center>
    );
  }
  return <Image src={src} alt={alt} h={height} fit="cover" onError={() => setFailed(true)} />;
}
