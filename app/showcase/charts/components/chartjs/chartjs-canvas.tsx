import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';

// only what the page draws, not 'chart.js/auto': the rest of Chart.js stays out of the bundle
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
);

/** What ChartjsCanvas draws: the type, the data and the themed options. */
export interface ChartjsConfig {
  type: ChartType;
  data: ChartData;
  options: ChartOptions;
}

/** The canvas itself, loaded lazily by ChartjsChart with Chart.js; options arrive themed. */
export default function ChartjsCanvas({ type, data, options }: ChartjsConfig) {
  return <Chart type={type} data={data} options={options} />;
}
