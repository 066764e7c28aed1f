/** The time-series table: a row per metric or group, value cells underlined in their bound colour, SVG sparklines. */
import { ChartEmpty } from './ChartEmpty';
import type { TimeTableCell, TimeTableModel } from '../model';
import './TimeTableView.css';

function Cell({ cell }: { cell: TimeTableCell }) {
  if (cell.kind === 'value')
    return (
      <td
        className="tessera-timetable-value"
        data-value={cell.value ?? undefined}
        style={cell.color ? { boxShadow: `inset 0px -2.5px 0px 0px ${cell.color}` } : undefined}
      >
        {cell.text}
      </td>
    );
  return (
    <td>
      <div className="tessera-timetable-spark">
        <svg width={cell.width} height={cell.height} role="img" aria-label={cell.title}>
          <title>{cell.title}</title>
          <path d={cell.path} fill="none" stroke="#1FA8C9" strokeWidth={1.5} />
        </svg>
        {cell.axis ? (
          <span className="tessera-timetable-axis">
            <span>{cell.axis[1]}</span>
            <span>{cell.axis[0]}</span>
          </span>
        ) : null}
      </div>
    </td>
  );
}

export function TimeTableView({ model, width, height }: { model: TimeTableModel; width: number; height: number }) {
  if (model.emptyText) return <ChartEmpty text={model.emptyText} width={width} height={height} />;
  return (
    <div className="tessera-timetable" style={{ width, height }}>
      <table>
        <thead>
          <tr>
            <th>{model.rowHeader}</th>
            {model.columns.map((c) => (
              <th key={c.key} title={c.tooltip || undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <Cell key={model.columns[i]?.key ?? i} cell={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
