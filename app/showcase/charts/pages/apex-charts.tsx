import { ApexChartGrid } from '../components/apex/apex-chart-grid';

/**
 * /charts-and-maps/charts/apex-charts (a chart page, docs/decisions/0063): the ApexCharts range on
 * the freight company's figures. The library loads after the frame has painted (ApexChart is lazy),
 * on this page only.
 */
export default function ApexChartsScreen() {
  return (
    <div data-testid="apex-charts-screen">
      <ApexChartGrid />
    </div>
  );
}
