import { Grid, Stack, Text, type GridColProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BreakpointBadge, BreakpointList } from '../components/breakpoint-badge';
import { DemoSection } from '../components/demo-section';
import { GridBox } from '../components/grid-box';

/** A column's props as written in code (`span={6} offset={3}`): the box's label. */
function propsLabel(props: Pick<GridColProps, 'span' | 'offset' | 'order'>): string {
  return Object.entries(props)
    .map(([key, value]) => {
      const shown =
        typeof value === 'object'
          ? `{ ${Object.entries(value as object)
              .map(([k, v]) => `${k}: ${String(v)}`)
              .join(', ')} }`
          : String(value);
      return `${key}={${shown}}`;
    })
    .join(' ');
}

function Col(props: Pick<GridColProps, 'span' | 'offset' | 'order'> & { height?: number }) {
  const { height, ...place } = props;
  return (
    <Grid.Col {...place}>
      <GridBox label={propsLabel(place)} height={height} />
    </Grid.Col>
  );
}

const RESPONSIVE = { base: 12, sm: 6, md: 4, lg: 3, xl: 2 } as const;
const JUSTIFY = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'] as const;
const ALIGN = ['flex-start', 'center', 'flex-end', 'stretch'] as const;
const GAPS = ['xs', 'md', 'xl'] as const;

/**
 * /ui-elements/grid/vuesax (a demonstration page, docs/decisions/0064): Mantine's 12-column Grid:
 * spans, offsets, spans per breakpoint with the breakpoint the window is in, justify and align,
 * gaps and order. Each box says what places it.
 */
export default function GridVuesaxScreen() {
  const { t } = useTranslation('ui-elements');
  return (
    <Stack gap="lg" data-testid="grid-vuesax-screen">
      <DemoSection
        id="columns"
        title={t('vuesax.columns.title')}
        description={t('vuesax.columns.description')}
        code="<Grid><Grid.Col span={6}>…</Grid.Col><Grid.Col span={6}>…</Grid.Col></Grid>"
      >
        <Stack gap="sm">
          <Grid gap={4}>
            {Array.from({ length: 12 }, (_, i) => (
              <Grid.Col key={i} span={1}>
                <GridBox label={String(i + 1)} />
              </Grid.Col>
            ))}
          </Grid>
          {[[6, 6], [4, 4, 4], [3, 3, 3, 3], [8, 4], [9, 3], [12]].map((row) => (
            <Grid key={row.join('-')} gap="sm">
              {row.map((span, i) => (
                <Col key={i} span={span} />
              ))}
            </Grid>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        id="offsets"
        title={t('vuesax.offsets.title')}
        description={t('vuesax.offsets.description')}
      >
        <Stack gap="sm">
          <Grid gap="sm">
            <Col span={4} offset={4} />
          </Grid>
          <Grid gap="sm">
            <Col span={3} />
            <Col span={3} offset={3} />
          </Grid>
          <Grid gap="sm">
            <Col span={6} offset={3} />
          </Grid>
        </Stack>
      </DemoSection>

      <DemoSection
        id="responsive"
        title={t('vuesax.responsive.title')}
        description={t('vuesax.responsive.description')}
      >
        <Stack gap="md">
          <BreakpointList />
          <BreakpointBadge />
          <Grid gap="sm" data-testid="responsive-grid">
            {Array.from({ length: 6 }, (_, i) => (
              <Col key={i} span={RESPONSIVE} />
            ))}
          </Grid>
          <Text size="sm">{t('vuesax.responsive.reading')}</Text>
        </Stack>
      </DemoSection>

      <DemoSection
        id="justify"
        title={t('vuesax.justify.title')}
        description={t('vuesax.justify.description')}
      >
        <Stack gap="md">
          {JUSTIFY.map((justify) => (
            <div key={justify}>
              <Text size="sm" ff="monospace" mb={4}>
                {`justify="${justify}"`}
              </Text>
              <Grid gap="sm" justify={justify}>
                <Col span={3} />
                <Col span={3} />
                <Col span={3} />
              </Grid>
            </div>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        id="align"
        title={t('vuesax.align.title')}
        description={t('vuesax.align.description')}
      >
        <Stack gap="md">
          {ALIGN.map((align) => (
            <div key={align}>
              <Text size="sm" ff="monospace" mb={4}>
                {`align="${align}"`}
              </Text>
              <Grid gap="sm" align={align}>
                <Grid.Col span={4}>
                  <GridBox label={t('vuesax.align.short')} />
                </Grid.Col>
                <Grid.Col span={4}>
                  <GridBox label={t('vuesax.align.tall')} height={100} />
                </Grid.Col>
                <Grid.Col span={4}>
                  <GridBox label={t('vuesax.align.middle')} height={68} />
                </Grid.Col>
              </Grid>
            </div>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection id="gap" title={t('vuesax.gap.title')} description={t('vuesax.gap.description')}>
        <Stack gap="md">
          {GAPS.map((gap) => (
            <div key={gap}>
              <Text size="sm" ff="monospace" mb={4}>
                {`gap="${gap}"`}
              </Text>
              <Grid gap={gap}>
                <Col span={4} />
                <Col span={4} />
                <Col span={4} />
              </Grid>
            </div>
          ))}
          <div>
            <Text size="sm" ff="monospace" mb={4}>
              {'gap={{ base: "xs", md: "xl" }}'}
            </Text>
            <Grid gap={{ base: 'xs', md: 'xl' }}>
              <Col span={6} />
              <Col span={6} />
            </Grid>
          </div>
        </Stack>
      </DemoSection>

      <DemoSection
        id="order"
        title={t('vuesax.order.title')}
        description={t('vuesax.order.description')}
      >
        <Grid gap="sm">
          <Col span={4} order={{ base: 3, md: 1 }} />
          <Col span={4} order={{ base: 1, md: 2 }} />
          <Col span={4} order={{ base: 2, md: 3 }} />
        </Grid>
      </DemoSection>
    </Stack>
  );
}
