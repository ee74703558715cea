import { ApexChartGrid } from '../components/apex/apex-chart-grid';

/**
 * /charts-and-maps/charts/apex-charts (issue 17): the ApexCharts range on the freight company's
 * figures. The library loads after the frame has painted (ApexChart is lazy), on this page only.
 */
export default function ApexChartsScreen() {
  return (
    <div data-testid="apex-charts-screen">
      <ApexChartGrid />
    </div>
  );
}
