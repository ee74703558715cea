import { Avatar, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useReview } from '../../api/get-review';
import { DemoCard } from './demo-card';
import { ReadState } from './read-state';
import { Stars } from './stars';
import { useLocale, useNumberFormat } from './use-locale-format';

/** A shop item's average rating (stars with a text alternative) and its reviews. */
export function ReviewCard() {
  const { t } = useTranslation('cards');
  const review = useReview();
  const number = useNumberFormat({ maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const locale = useLocale();
  // the API's dates are calendar days (2026-09-14): shown as such, in UTC, never shifted by a zone
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayOf = (day: string) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return Number.isNaN(time) ? day : date.format(time);
  };
  return (
    <DemoCard titleId="review-card-title" testId="review-card">
      <ReadState read={review} lines={8}>
        {(r) => (
          <Stack gap="md">
            <div>
              <Text size="sm" c="dimmed">
                {t('review.kicker')}
              </Text>
              <Title order={2} size="h4" id="review-card-title">
                {r.itemName}
              </Title>
            </div>
            <Group gap="sm" align="center">
              <Text fz={36} fw={700} lh={1} aria-hidden>
                {number.format(r.averageRating)}
              </Text>
              <Stack gap={2}>
                <Stars rating={r.averageRating} size={20} />
                <Text size="sm" c="dimmed" data-testid="review-count">
                  {t('review.count', { count: r.reviewCount })}
                </Text>
              </Stack>
            </Group>
            <Stack component="ul" gap="sm" p={0} my={0} style={{ listStyle: 'none' }}>
              {r.reviews.map((item, i) => (
                <Fragment key={item.id}>
                  {i > 0 && <Divider component="li" aria-hidden />}
                  <li data-testid="review">
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <Avatar src={item.avatar} alt="" name={item.author} size="md" />
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Group gap="xs" justify="space-between">
                          <Text fw={600} size="sm">
                            {item.author}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {dayOf(item.date)}
                          </Text>
                        </Group>
                        <Stars rating={item.rating} size={14} />
                        <Title order={3} size="h6">
                          {item.title}
                        </Title>
                        <Text size="sm">{item.text}</Text>
                      </Stack>
                    </Group>
                  </li>
                </Fragment>
              ))}
            </Stack>
          </Stack>
        )}
      </ReadState>
    </DemoCard>
  );
}
