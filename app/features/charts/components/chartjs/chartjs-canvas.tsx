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
import type { ChartjsConfig } from './chartjs-chart';

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

/** The canvas itself, loaded lazily by ChartjsChart with Chart.js; options arrive themed. */
export default function ChartjsCanvas({ type, data, options }: ChartjsConfig) {
  return <Chart type={type} data={data} options={options} />;
}
