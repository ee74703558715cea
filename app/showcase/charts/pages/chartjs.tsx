import { ChartjsChartGrid } from '../components/chartjs/chartjs-chart-grid';

/**
 * /charts-and-maps/charts/chartjs (a chart page, docs/decisions/0063): the Chart.js range on the
 * freight company's figures. Chart.js loads after the frame has painted (ChartjsChart is lazy), on
 * this page only.
 */
export default function ChartjsScreen() {
  return (
    <div data-testid="chartjs-screen">
      <ChartjsChartGrid />
    </div>
  );
}
