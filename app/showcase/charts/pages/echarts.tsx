import { EchartsChartGrid } from '../components/echarts/echarts-chart-grid';

/**
 * /charts-and-maps/charts/echarts (a chart page, docs/decisions/0063): the ECharts range on the
 * freight company's figures, with a smooth line of 100,000 readings. ECharts loads after the frame
 * has painted (EchartsChart is lazy), on this page only.
 */
export default function EchartsScreen() {
  return (
    <div data-testid="echarts-screen">
      <EchartsChartGrid />
    </div>
  );
}
