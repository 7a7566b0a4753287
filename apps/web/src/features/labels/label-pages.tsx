import type { LabelLayout, LabelStyle } from '@tillwise/domain';
import { LabelFace } from './label-face';
import classes from './labels.module.css';
import { type LabelPage, positionCorner } from './sheet-layout';

/** The positions before `start`, used already on a partly used sheet. */
const usedPositions = (start: number) => Array.from({ length: start - 1 }, (_, i) => i + 1);

/**
 * The pages of a print job at their true size: each page a box of the layout's paper, each label
 * placed at its corner. On screen (`preview`) the label outlines and the positions left free on a
 * partly used sheet are drawn; on paper only the labels.
 */
export function LabelPages({
  pages,
  layout,
  style,
  start,
  preview,
}: {
  pages: LabelPage[];
  layout: LabelLayout;
  style: LabelStyle;
  start: number;
  preview: boolean;
}) {
  return (
    <>
      {pages.map((page, p) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are numbered in print order
          key={p}
          className={preview ? classes.previewPage : classes.printPage}
          data-testid={preview ? 'label-preview-page' : 'label-print-page'}
          style={{ width: `${layout.page.width}mm`, height: `${layout.page.height}mm` }}
        >
          {preview &&
            p === 0 &&
            usedPositions(start).map((position) => {
              const corner = positionCorner(layout, position);
              return (
                <div
                  key={position}
                  className={classes.used}
                  data-testid="label-used"
                  style={{
                    left: `${corner.left}mm`,
                    top: `${corner.top}mm`,
                    width: `${layout.label.width}mm`,
                    height: `${layout.label.height}mm`,
                  }}
                />
              );
            })}
          {page.labels.map((label) => (
            <div
              key={label.position}
              className={classes.slot}
              style={{ left: `${label.left}mm`, top: `${label.top}mm` }}
            >
              <LabelFace item={label.item} layout={layout} style={style} />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
