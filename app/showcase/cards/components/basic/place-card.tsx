import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePlace } from '../../api/get-place';
import { DemoCard } from './demo-card';
import { ReadState } from './read-state';
import { SafeImage } from './safe-image';
import { Stars } from './stars';
import { useNumberFormat } from './use-locale-format';

/** A port terminal: its picture, where it is, a few facts and its rating. */
export function PlaceCard() {
  const { t } = useTranslation('cards');
  const place = usePlace();
  const number = useNumberFormat({ maximumFractionDigits: 1 });
  const coordinate = useNumberFormat({ maximumFractionDigits: 4 });
  return (
    <DemoCard titleId="place-card-title" testId="place-card">
      <ReadState read={place} lines={7}>
        {(p) => (
          <>
            <Card.Section mb="md">
              <SafeImage src={p.image} alt={t('place.imageAlt', { name: p.name })} height={180} />
            </Card.Section>
            <Stack gap="xs">
              <Title order={2} size="h4" id="place-card-title">
                {p.name}
              </Title>
              <Group gap={4} c="dimmed">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{t('place.where', { city: p.city, country: p.country })}</Text>
              </Group>
              <Group gap="xs">
                <Stars rating={p.rating} />
                <Text size="sm" fw={600} aria-hidden>
                  {number.format(p.rating)}
                </Text>
              </Group>
              <Text size="sm">{p.description}</Text>
              <Stack component="dl" gap={6} my={0}>
                {p.facts.map((fact) => (
                  <Group key={fact.label} justify="space-between" gap="xs" wrap="nowrap">
                    <Text component="dt" size="sm" c="dimmed">
                      {fact.label}
                    </Text>
                    <Text component="dd" size="sm" fw={600} m={0} ta="end">
                      {fact.value}
                    </Text>
                  </Group>
                ))}
              </Stack>
              <Anchor
                size="sm"
                href={`https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lon}#map=14/${p.lat}/${p.lon}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('place.map', { lat: coordinate.format(p.lat), lon: coordinate.format(p.lon) })}
              </Anchor>
            </Stack>
          </>
        )}
      </ReadState>
    </DemoCard>
  );
}
