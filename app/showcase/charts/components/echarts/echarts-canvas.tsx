import type { EChartsCoreOption } from 'echarts/core';
import {
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  RadarChart,
  ScatterChart,
} from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// the ES module build: the CommonJS one (lib/core) reaches React as an object, not a component
import ReactEChartsCore from 'echarts-for-react/esm/core';

// only the charts and components the page draws (not the whole 'echarts' package)
echarts.use([
  BarChart,
  CanvasRenderer,
  DataZoomComponent,
  GaugeChart,
  GridComponent,
  LegendComponent,
  LineChart,
  PieChart,
  RadarChart,
  RadarComponent,
  ScatterChart,
  TooltipComponent,
]);

/** What EchartsCanvas draws: the option, the theme object and the height. */
export interface EchartsConfig {
  option: EChartsCoreOption;
  theme: Record<string, unknown>;
  height: number;
}

/**
 * The chart itself, loaded lazily by EchartsChart with ECharts. A new theme object (another colour
 * scheme) makes echarts-for-react dispose the chart and draw it anew; a new option (another
 * language) replaces the old one whole (notMerge), so no stale series or label stays.
 */
export default function EchartsCanvas({ option, theme, height }: EchartsConfig) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      theme={theme}
      notMerge
      style={{ height, width: '100%' }}
    />
  );
}
