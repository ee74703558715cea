import { NativeSelect, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerOption } from '../../api/get-player-option';
import { DemoCard } from './demo-card';
import { ReadState } from './read-state';
import { useNumberFormat } from './use-locale-format';

/**
 * The demo video with the browser's own controls (keyboard reachable, labelled by the browser),
 * poster and sources of the API's player options, and a playback speed of its playbackRates that
 * sets the video's playbackRate. The video has no sound track (a recorded canvas animation), so
 * there is nothing to caption: the sentence below it describes it.
 */
export function PlayerCard() {
  const { t } = useTranslation('cards');
  const option = usePlayerOption();
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState(1);
  const times = useNumberFormat({ maximumFractionDigits: 2 });

  const choose = (value: number) => {
    setRate(value);
    if (video.current) {
      // both: playbackRate for now, defaultPlaybackRate so a reload of the source keeps it
      video.current.defaultPlaybackRate = value;
      video.current.playbackRate = value;
    }
  };

  return (
    <DemoCard titleId="player-card-title" testId="player-card" title={t('player.title')}>
      <ReadState read={option} lines={6}>
        {(o) => (
          <Stack gap="sm">
            <video
              ref={video}
              controls
              playsInline
              preload="metadata"
              poster={o.poster}
              // always muted: the video has no sound track, so the API's `muted` changes nothing
              muted
              loop={o.loop}
              autoPlay={o.autoplay}
              aria-describedby="player-card-description"
              aria-label={t('player.videoLabel')}
              style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 8, background: '#000' }}
              data-testid="video"
            >
              {o.sources.map((s) => (
                <source key={s.src} src={s.src} type={s.type} />
              ))}
            </video>
            <Text size="sm" id="player-card-description">
              {t('player.description')}
            </Text>
            <NativeSelect
              label={t('player.speed')}
              value={String(rate)}
              onChange={(e) => choose(Number(e.currentTarget.value))}
              data={(o.playbackRates.includes(1) ? o.playbackRates : [1, ...o.playbackRates]).map(
                (r) => ({ value: String(r), label: t('player.rate', { rate: times.format(r) }) }),
              )}
              data-testid="playback-rate"
            />
          </Stack>
        )}
      </ReadState>
    </DemoCard>
  );
}
