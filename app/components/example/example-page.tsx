import { SimpleGrid } from '@mantine/core';
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard } from './example-card';
import { exampleSources, type SourceFiles } from './example-sources';

export interface Example {
  /** the example's file name without `.tsx`, its card's id and the key of its texts */
  id: string;
  Example: ComponentType;
}

/**
 * A demonstration page (docs/decisions/0064): its examples in cards, two columns on a wide
 * screen. Each example is a file `examples/<page>/<id>.tsx` of its feature. The page's texts are
 * the namespace named as its registry id (`component-alert.json`); an example's title and
 * description are `<id>.title` and `<id>.description` there.
 */
export function ExamplePage({
  page,
  examples,
  sources,
  columns = 2,
}: {
  /** the page's registry id: its namespace, and its test id `<page>-examples` */
  page: string;
  examples: Example[];
  /** `import.meta.glob('../examples/<page>/*.tsx', { query: '?raw', import: 'default' })` */
  sources: SourceFiles;
  /** 1 for examples that need the whole width */
  columns?: 1 | 2;
}) {
  const { t } = useTranslation(page);
  const source = useMemo(() => exampleSources(sources), [sources]);
  return (
    <SimpleGrid cols={{ base: 1, lg: columns }} spacing="lg" data-testid={`${page}-examples`}>
      {examples.map(({ id, Example }) => (
        <ExampleCard
          key={id}
          id={id}
          title={t(`${id}.title`)}
          description={t(`${id}.description`)}
          source={source(id)}
        >
          <Example />
        </ExampleCard>
      ))}
    </SimpleGrid>
  );
}
