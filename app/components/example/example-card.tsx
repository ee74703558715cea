import { Box, Button, Card, Collapse, Group, Loader, Text, Title } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceLoader } from './example-sources';

const CodeBlock = lazy(() => import('./code-block'));

/**
 * One example of a demonstration page (docs/decisions/0064): a card named by its heading, a
 * sentence on what it shows, the example itself, and "Show code" with the example's own source.
 */
export function ExampleCard({
  id,
  title,
  description,
  source,
  children,
}: {
  /** the example's name on its page, also its test id (`example-<id>`) and its anchor */
  id: string;
  title: string;
  description?: string;
  /** the example's file as text: `exampleSources(...)('<file name>')` */
  source: SourceLoader;
  children: ReactNode;
}) {
  const { t } = useTranslation('examples');
  const titleId = useId();
  const codeId = useId();
  const [shown, setShown] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!shown || code !== null) return;
    let current = true;
    source().then(
      (text) => current && setCode(text),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [shown, code, source]);

  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      id={id}
      data-testid={`example-${id}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </Box>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconCode size={16} aria-hidden />}
          aria-expanded={shown}
          aria-controls={codeId}
          onClick={() => setShown((v) => !v)}
          data-testid="example-show-code"
          style={{ flexShrink: 0 }}
        >
          {shown ? t('hide-code') : t('show-code')}
        </Button>
      </Group>
      <Box mt="md" data-testid="example-demo">
        {children}
      </Box>
      <Collapse expanded={shown} id={codeId} mt={shown ? 'md' : 0}>
        {failed ? (
          <Text size="sm" c="red" role="alert">
            {t('load-failed')}
          </Text>
        ) : code === null ? (
          shown && <Loader size="sm" role="status" aria-label={t('loading')} />
        ) : (
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t('loading')} />}>
            <CodeBlock code={code} label={t('code-of', { title })} />
          </Suspense>
        )}
      </Collapse>
    </Card>
  );
}
