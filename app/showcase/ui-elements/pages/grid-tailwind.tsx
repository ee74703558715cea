import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BreakpointBadge, BreakpointList } from '../components/breakpoint-badge';
import { DemoSection } from '../components/demo-section';
import { GridBox } from '../components/grid-box';
import { tw } from '../tailwind-classes';

/** A grid and its boxes, each labelled with its own classes (as Tailwind writes them). */
function TwGrid({
  grid,
  boxes,
  height,
  minWidth,
}: {
  grid: string;
  boxes: string[];
  height?: number[];
  /** for boxes as wide as their label (justify-items): wide enough to see */
  minWidth?: number;
}) {
  return (
    <div>
      <Text size="sm" ff="monospace" mb={4} data-testid="grid-classes">
        {grid}
      </Text>
      <div {...tw(grid)} data-testid="tw-grid">
        {boxes.map((box, i) => {
          const { className, style } = tw(box);
          return (
            <GridBox
              key={i}
              label={box || String(i + 1)}
              className={className}
              style={{ ...style, minWidth }}
              height={height?.[i]}
              fill={false}
            />
          );
        })}
      </div>
    </div>
  );
}

const GAP = 'grid grid-cols-12 gap-2';
const RESPONSIVE_BOX = 'col-span-12 sm:col-span-6 md:col-span-4 lg:col-span-3 xl:col-span-2';

/**
 * /ui-elements/grid/tailwind (a demonstration page, docs/decisions/0064): the grid of the other
 * page with CSS grid utilities named as Tailwind names them, written in a CSS module
 * (grid-utilities.module.css; no Tailwind install): columns, spans, start columns as offsets, gaps,
 * prefixes per breakpoint, alignment.
 */
export default function GridTailwindScreen() {
  const { t } = useTranslation('ui-elements');
  return (
    <Stack gap="lg" data-testid="grid-tailwind-screen">
      <DemoSection
        id="columns"
        title={t('tailwind.columns.title')}
        description={t('tailwind.columns.description')}
      >
        <Stack gap="md">
          <TwGrid grid="grid grid-cols-12 gap-1" boxes={Array.from({ length: 12 }, () => '')} />
          <TwGrid grid="grid grid-cols-3 gap-2" boxes={['', '', '', '', '', '']} />
        </Stack>
      </DemoSection>

      <DemoSection
        id="spans"
        title={t('tailwind.spans.title')}
        description={t('tailwind.spans.description')}
      >
        <Stack gap="md">
          <TwGrid grid={GAP} boxes={['col-span-6', 'col-span-6']} />
          <TwGrid grid={GAP} boxes={['col-span-4', 'col-span-4', 'col-span-4']} />
          <TwGrid grid={GAP} boxes={['col-span-8', 'col-span-4']} />
          <TwGrid grid={GAP} boxes={['col-span-12']} />
        </Stack>
      </DemoSection>

      <DemoSection
        id="offsets"
        title={t('tailwind.offsets.title')}
        description={t('tailwind.offsets.description')}
      >
        <Stack gap="md">
          <TwGrid grid={GAP} boxes={['col-span-4 col-start-5']} />
          <TwGrid grid={GAP} boxes={['col-span-3', 'col-span-3 col-start-7']} />
          <TwGrid grid={GAP} boxes={['col-span-6 col-start-4']} />
        </Stack>
      </DemoSection>

      <DemoSection
        id="responsive"
        title={t('tailwind.responsive.title')}
        description={t('tailwind.responsive.description')}
      >
        <Stack gap="md">
          <BreakpointList />
          <BreakpointBadge />
          <TwGrid grid={GAP} boxes={Array.from({ length: 6 }, () => RESPONSIVE_BOX)} />
          <TwGrid
            grid="grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4 gap-2"
            boxes={['', '', '', '']}
          />
          <Text size="sm">{t('tailwind.responsive.reading')}</Text>
        </Stack>
      </DemoSection>

      <DemoSection
        id="gap"
        title={t('tailwind.gap.title')}
        description={t('tailwind.gap.description')}
      >
        <Stack gap="md">
          {['gap-1', 'gap-4', 'gap-8', 'gap-1 md:gap-8'].map((gap) => (
            <TwGrid key={gap} grid={`grid grid-cols-3 ${gap}`} boxes={['', '', '']} />
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        id="align"
        title={t('tailwind.align.title')}
        description={t('tailwind.align.description')}
      >
        <Stack gap="md">
          {['items-start', 'items-center', 'items-end', 'items-stretch'].map((items) => (
            <TwGrid
              key={items}
              grid={`grid grid-cols-3 gap-2 ${items}`}
              boxes={['', '', '']}
              height={[44, 100, 68]}
            />
          ))}
          {['justify-items-start', 'justify-items-center', 'justify-items-end'].map((items) => (
            <TwGrid
              key={items}
              grid={`grid grid-cols-3 gap-2 ${items}`}
              boxes={['', '', '']}
              minWidth={64}
            />
          ))}
        </Stack>
      </DemoSection>
    </Stack>
  );
}
