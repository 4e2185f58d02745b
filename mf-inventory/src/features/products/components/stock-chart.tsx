import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCOP } from '@agrocadena/shared-ui';
import { type StockMovement, type UnitMeasure } from '@agrocadena/contracts';
import { stockSeries } from '../rules/chart-series';

// Only what a two-line chart uses (Line registers its own controller): chart.js stays small.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

const STOCK_COLOUR = '#2f7d32';
const COST_COLOUR = '#d48806';

interface Props {
  movements: StockMovement[];
  unit: UnitMeasure;
}

/** Stock level (stepped, left axis) and unit cost (right axis) over time. Loaded lazily with chart.js. */
export default function StockChart({ movements, unit }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const lang = i18n.language;
  const series = stockSeries(movements);
  // Labels read 'yyyy-MM-dd HH:mm': the day under the axis, or the hour when everything is one day.
  const oneDay = new Set(series.labels.map((label) => label.slice(0, 10))).size === 1;
  return (
    <div className="inv-chart" data-testid="stock-chart">
      <Line
        aria-label={t('products.statistics.title')}
        role="img"
        data={{
          labels: series.labels,
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
              type: 'category',
              ticks: {
                maxRotation: 0,
                autoSkip: true,
                maxTicksLimit: 4,
                callback(value) {
                  const label = this.getLabelForValue(Number(value));
                  return oneDay ? label.slice(11) : label.slice(0, 10);
                },
              },
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
