import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { useId, type ReactNode } from 'react'
import { percent, total, type BarDatum } from './data'
import * as styles from '../Staff.module.css'

interface BarChartProps {
  title: string
  data: readonly BarDatum[]
  /** Horizontal bars with their labels on the left (categories); columns for days. */
  orientation?: 'horizontal' | 'vertical'
  /** The table's headers: what a category is, and what is counted. */
  categoryHeader: string
  valueHeader: string
  /** Adds a share-of-total column to the table. */
  showShare?: boolean
  /** Shows the table to everyone; otherwise only assistive technology reads it. */
  tableVisible?: boolean
}

/**
 * The layouts, in viewBox units: the survey's bars sit two charts to a row, with their labels on
 * the left; the visits' columns go across the page, their labels under them.
 */
const BARS = { width: 480, labelWidth: 150, valueRoom: 40, rowHeight: 30 }
const COLUMNS = { width: 880, height: 260, top: 18, bottom: 24, side: 24 }

/** Where the value axis ends: the largest value, or 1 when every value is 0. */
const axisEnd = (data: readonly BarDatum[]) => Math.max(1, ...data.map((d) => d.value))

/** The drawing; assistive technology reads the table under it instead. */
function ChartSvg({
  width,
  height,
  children,
}: {
  width: number
  height: number
  children: ReactNode
}) {
  return (
    <svg
      className={styles.chartSvg}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/**
 * Bars drawn with visx as plain SVG, hidden from assistive technology, which reads the same
 * numbers from the table under the chart (WAI "Complex images": a data table as the long
 * description). Each bar also carries its number, so the chart is read without colour or hover.
 */
export function BarChart({
  title,
  data,
  orientation = 'horizontal',
  categoryHeader,
  valueHeader,
  showShare = false,
  tableVisible = false,
}: BarChartProps) {
  const captionId = useId()
  const sum = total(data)
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartTitle}>
        {title}
      </figcaption>
      {orientation === 'horizontal' ? <HorizontalBars data={data} /> : <Columns data={data} />}
      <table className={tableVisible ? styles.chartTable : 'visually-hidden'}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            <th scope="col">{valueHeader}</th>
            {showShare && <th scope="col">Udział</th>}
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.key}>
              <th scope="row">{datum.label}</th>
              <td>{datum.value}</td>
              {showShare && <td>{percent(datum.value, sum)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

function HorizontalBars({ data }: { data: readonly BarDatum[] }) {
  const { width, labelWidth, valueRoom, rowHeight } = BARS
  const height = data.length * rowHeight
  const y = scaleBand({ domain: data.map((d) => d.key), range: [0, height], padding: 0.2 })
  const x = scaleLinear({ domain: [0, axisEnd(data)], range: [0, width - labelWidth - valueRoom] })
  return (
    <ChartSvg width={width} height={height}>
      {data.map((datum) => {
        const top = y(datum.key) ?? 0
        const middle = top + y.bandwidth() / 2
        const barWidth = x(datum.value)
        return (
          <Group key={datum.key}>
            <text x={labelWidth - 8} y={middle} textAnchor="end" dominantBaseline="middle">
              {datum.label}
            </text>
            <Bar
              x={labelWidth}
              y={top}
              width={barWidth}
              height={y.bandwidth()}
              className={styles.chartBar}
            />
            <text x={labelWidth + barWidth + 6} y={middle} dominantBaseline="middle">
              {datum.value}
            </text>
          </Group>
        )
      })}
    </ChartSvg>
  )
}

function Columns({ data }: { data: readonly BarDatum[] }) {
  const { width, height, top, bottom, side } = COLUMNS
  const x = scaleBand({
    domain: data.map((d) => d.key),
    range: [side, width - side],
    padding: 0.15,
  })
  const y = scaleLinear({ domain: [0, axisEnd(data)], range: [height - bottom, top] })
  // A label under every column while they fit, else under every n-th.
  const every = Math.max(1, Math.ceil(data.length / 12))
  return (
    <ChartSvg width={width} height={height}>
      <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} className={styles.axis} />
      {data.map((datum, index) => {
        const left = x(datum.key) ?? 0
        const center = left + x.bandwidth() / 2
        const barTop = y(datum.value)
        return (
          <Group key={datum.key}>
            <Bar
              x={left}
              y={barTop}
              width={x.bandwidth()}
              height={height - bottom - barTop}
              className={styles.chartBar}
            />
            {datum.value > 0 && data.length <= 31 && (
              <text x={center} y={barTop - 4} textAnchor="middle" className={styles.small}>
                {datum.value}
              </text>
            )}
            {index % every === 0 && (
              <text x={center} y={height - 6} textAnchor="middle" className={styles.small}>
                {datum.label}
              </text>
            )}
          </Group>
        )
      })}
    </ChartSvg>
  )
}
