import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { osmUrl, telHref, type Office } from '../../../brand';
import { googleMapsSearchUrl } from '../offices';

/** The map sites an office opens on, each in a new tab (a link, not a request of the page). */
function mapLinks(office: Office) {
  return [
    { id: 'osm', href: osmUrl(office) },
    { id: 'google', href: googleMapsSearchUrl(office) },
  ] as const;
}

/** An office's kind, address, phone and links to open it on a map site (in a new tab). */
export function OfficeAddress({ office }: { office: Office }) {
  const { t } = useTranslation('maps');
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light" data-testid="office-kind">
          {t(`kinds.${office.kind}`)}
        </Badge>
      </Group>
      <address style={{ fontStyle: 'normal' }}>
        {office.address.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <Anchor href={telHref(office.phone)} size="sm">
          {office.phone}
        </Anchor>
      </address>
      <Group gap="md">
        {mapLinks(office).map(({ id, href }) => (
          <Anchor
            key={id}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            data-testid={`${id}-link`}
            aria-label={t(`links.${id}Label`, { city: office.city })}
          >
            {t(`links.${id}`)}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
