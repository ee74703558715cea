import { SimpleGrid, Stack } from '@mantine/core';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { chatLogQueryOptions } from '../api/get-chat-log';
import { DEMO_USER_IDS, demoUserQueryOptions } from '../api/get-demo-user';
import { placeQueryOptions } from '../api/get-place';
import { playerOptionQueryOptions } from '../api/get-player-option';
import { reviewQueryOptions } from '../api/get-review';
import { weatherQueryOptions } from '../api/get-weather';
import { ChatLogCard } from '../components/basic/chat-log-card';
import { PlaceCard } from '../components/basic/place-card';
import { PlayerCard } from '../components/basic/player-card';
import { ProfileCard } from '../components/basic/profile-card';
import { ReviewCard } from '../components/basic/review-card';
import { WeatherCard } from '../components/basic/weather-card';

/** Every card's read is asked for while the screen's code loads (only for a signed-in person). */
export function clientLoader() {
  prefetchWhenSignedIn(
    ...DEMO_USER_IDS.map((id) => demoUserQueryOptions(id)),
    placeQueryOptions(),
    weatherQueryOptions(),
    reviewQueryOptions(),
    chatLogQueryOptions(),
    playerOptionQueryOptions(),
  );
  return null;
}

/**
 * /ui-elements/card/basic (a card page, docs/product.md section 4.12): the template's basic cards
 * filled from the demo endpoints: three staff profiles, a port terminal with its weather, an item's
 * reviews, a chat log and a video player. Each card loads, fails and retries on its own.
 */
export default function CardBasicScreen() {
  return (
    <Stack gap="lg" data-testid="card-basic-screen">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {DEMO_USER_IDS.map((id) => (
          <ProfileCard key={id} userId={id} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        <PlaceCard />
        <WeatherCard />
        <ReviewCard />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChatLogCard />
        <PlayerCard />
      </SimpleGrid>
    </Stack>
  );
}
