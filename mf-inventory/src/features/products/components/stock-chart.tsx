import { Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, TimeScale, Tooltip } from 'chart.js';
// Chart.js reads and formats dates through an adapter; this one uses dayjs (the suite's shared
// singleton, whose locale follows the app's language).
import 'chartjs-adapter-dayjs-4';
import { Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT, formatAmount, formatCOP } from '@agrocadena/shared-ui';
import type { StockMovement, UnitMeasure } from '@agrocadena/contracts';
import { stockSeries, timeRange } from '../rules/chart-series';

// Only what a two-line chart uses (Line registers its own controller): chart.js stays small.
ChartJS.register(TimeScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

const STOCK_COLOUR = '#2f7d32';
const COST_COLOUR = '#d48806';

/** 24-hour clock within a day, the day beyond; the first tick of a new day shows its date. */
const TICK_FORMATS = {
  millisecond: 'HH:mm:ss',
  second: 'HH:mm:ss',
  minute: 'HH:mm',
  hour: 'HH:mm',
  day: 'D MMM',
  week: 'D MMM',
  month: 'MMM YYYY',
  quarter: 'MMM YYYY',
  year: 'YYYY',
};

interface Props {
  movements: StockMovement[];
  unit: UnitMeasure;
}

/** Stock level (stepped, left axis) and unit cost (right axis) on a time axis. Loaded lazily with chart.js. */
export default function StockChart({ movements, unit }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const lang = i18n.language;
  const series = stockSeries(movements);
  const range = timeRange(series);
  return (
    <div className="inv-chart" data-testid="stock-chart">
      <Line
        aria-label={t('products.statistics.title')}
        role="img"
        data={{
          datasets: [
            {
              label: t('products.statistics.stockLevel', { unit }),
              data: series.amounts,
              yAxisID: 'amount',
              borderColor: STOCK_COLOUR,
              backgroundColor: STOCK_COLOUR,
              stepped: true,
            },
            {
              label: t('products.statistics.unitCost'),
              data: series.unitCosts,
              yAxisID: 'cost',
              borderColor: COST_COLOUR,
              backgroundColor: COST_COLOUR,
              // The unit cost changes at a movement and holds until the next one.
              stepped: true,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          // Drawn at once: a growing animation costs a weak phone its battery and tells nothing.
          animation: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            // Few, flat labels fit a phone; the tooltip tells the full date and hour.
            x: {
              type: 'time',
              min: range?.min,
              max: range?.max,
              time: { tooltipFormat: DATE_TIME_FORMAT, displayFormats: TICK_FORMATS },
              ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 4, major: { enabled: true } },
            },
            amount: { type: 'linear', position: 'left', beginAtZero: true, ticks: { callback: (value) => formatAmount(Number(value), lang) } },
            cost: {
              type: 'linear',
              position: 'right',
              beginAtZero: true,
              grid: { drawOnChartArea: false },
              ticks: { callback: (value) => formatCOP(Number(value), lang) },
            },
          },
        }}
      />
    </div>
  );
}
