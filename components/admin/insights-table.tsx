import type { ReactNode } from 'react';
import { INSIGHTS } from '@/lib/insights/words';
import styles from './insights.module.scss';

/** A captioned table of numbers: every chart's and list's figures, readable by any assistive technology. */
export function InsightsTable({
  caption,
  columns,
  rows,
  id,
  captionHidden = false,
}: {
  caption: string;
  /** The caption is for assistive technology only (a heading above already shows it). */
  captionHidden?: boolean;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  id?: string;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} id={id}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={i > 0 ? styles.number : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {INSIGHTS.labels.empty}
              </td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={styles.number}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
