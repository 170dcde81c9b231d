// The hot-area part's picture with its rectangles: the operator draws a new one by dragging on the picture, moves one
// by dragging it, resizes it by its corner handle, or, once chosen, with the arrow keys (Shift + arrows: size).
// Coordinates are percent of the picture (one decimal), as the storefront places them.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useI18n } from '../../app/i18n';
import { pct, type HotArea } from './zone-parts';

type Drag = { mode: 'draw' | 'move' | 'resize'; index: number; x0: number; y0: number; start: HotArea };

export interface HotAreaCanvasProps {
  pic: string;
  width: number;
  height: number;
  areas: HotArea[];
  selected: number | null;
  onSelect: (index: number | null) => void;
  onChange: (areas: HotArea[]) => void;
}

const MIN = 1;
export const blankArea = (x: number, y: number): HotArea => ({ x, y, w: 0, h: 0, link: '', labelZh: '', labelEn: '' });

/** An area kept inside the picture. */
function fit(a: HotArea): HotArea {
  const w = pct(Math.min(a.w, 100));
  const h = pct(Math.min(a.h, 100));
  return { ...a, w, h, x: pct(Math.min(Math.max(a.x, 0), 100 - w)), y: pct(Math.min(Math.max(a.y, 0), 100 - h)) };
}

export function HotAreaCanvas({ pic, width, height, areas, selected, onSelect, onChange }: HotAreaCanvasProps) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  // the areas while a drag is under way (committed on release)
  const [draft, setDraft] = useState<HotArea[] | null>(null);
  const shown = draft ?? areas;

  const at = (e: PointerEvent) => {
    const r = box.current!.getBoundingClientRect();
    return { x: r.width ? ((e.clientX - r.left) / r.width) * 100 : 0, y: r.height ? ((e.clientY - r.top) / r.height) * 100 : 0 };
  };
  const begin = (e: PointerEvent<HTMLElement>, mode: Drag['mode'], index: number) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    box.current?.setPointerCapture?.(e.pointerId);
    const p = at(e);
    const start = mode === 'draw' ? blankArea(pct(p.x), pct(p.y)) : areas[index]!;
    drag.current = { mode, index, x0: p.x, y0: p.y, start };
    setDraft(mode === 'draw' ? [...areas, start] : areas);
    if (mode !== 'draw') onSelect(index);
  };
  const onMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || !draft) return;
    const p = at(e);
    const dx = p.x - d.x0;
    const dy = p.y - d.y0;
    let next: HotArea;
    if (d.mode === 'move') next = fit({ ...d.start, x: d.start.x + dx, y: d.start.y + dy });
    else if (d.mode === 'resize') next = fit({ ...d.start, w: Math.min(d.start.w + dx, 100 - d.start.x), h: Math.min(d.start.h + dy, 100 - d.start.y) });
    else {
      const x = Math.max(0, Math.min(d.x0, p.x));
      const y = Math.max(0, Math.min(d.y0, p.y));
      next = fit({ ...d.start, x, y, w: Math.min(100, Math.max(d.x0, p.x)) - x, h: Math.min(100, Math.max(d.y0, p.y)) - y });
    }
    setDraft(draft.map((a, i) => (i === d.index ? next : a)));
  };
  const onUp = () => {
    const d = drag.current;
    drag.current = null;
    const result = draft;
    setDraft(null);
    if (!d || !result) return;
    const area = result[d.index]!;
    if (d.mode === 'draw') {
      // a click (no real rectangle) only clears the choice
      if (area.w < MIN || area.h < MIN) return onSelect(null);
      onChange(result);
      return onSelect(d.index);
    }
    if (area.w < MIN || area.h < MIN) return;
    onChange(result);
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (!step) return;
    e.preventDefault();
    const a = areas[index]!;
    const next = e.shiftKey
      ? fit({ ...a, w: Math.max(MIN, Math.min(a.w + step[0]!, 100 - a.x)), h: Math.max(MIN, Math.min(a.h + step[1]!, 100 - a.y)) })
      : fit({ ...a, x: a.x + step[0]!, y: a.y + step[1]! });
    onChange(areas.map((x, i) => (i === index ? next : x)));
  };

  return (
    <div>
      <div
        ref={box}
        className="hot-canvas"
        data-testid="hot-area-canvas"
        role="group"
        aria-label={t('platform.zones.hotCanvas')}
        onPointerDown={(e) => begin(e, 'draw', areas.length)}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        style={{
          position: 'relative', width: '100%', maxWidth: 720, aspectRatio: `${width || 1200} / ${height || 400}`, userSelect: 'none', touchAction: 'none',
          cursor: 'crosshair', background: pic ? `#f5f5f5 url("${pic}") center / 100% 100% no-repeat` : '#f5f5f5', border: '1px dashed #bbb',
        }}
      >
        {!pic && <span style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#888' }}>{t('platform.zones.hotNoPicture')}</span>}
        {shown.map((a, i) => (
          <div
            key={i}
            role="button"
            tabIndex={0}
            aria-pressed={selected === i}
            aria-label={t('platform.zones.area', { n: i + 1 })}
            data-area={i}
            onPointerDown={(e) => begin(e, 'move', i)}
            onKeyDown={(e) => onKey(e, i)}
            onFocus={() => onSelect(i)}
            style={{
              position: 'absolute', left: `${a.x}%`, top: `${a.y}%`, width: `${a.w}%`, height: `${a.h}%`, cursor: 'move',
              border: `2px solid ${selected === i ? '#1677ff' : '#fa541c'}`, background: selected === i ? 'rgb(22 119 255 / 25%)' : 'rgb(250 84 28 / 18%)',
              boxSizing: 'border-box', color: '#fff', fontWeight: 600, fontSize: 12, textShadow: '0 0 2px #000', padding: 2, overflow: 'hidden',
            }}
          >
            {i + 1}
            <span
              aria-hidden="true"
              data-handle={i}
              onPointerDown={(e) => begin(e, 'resize', i)}
              style={{ position: 'absolute', right: -1, bottom: -1, width: 12, height: 12, background: selected === i ? '#1677ff' : '#fa541c', cursor: 'nwse-resize' }}
            />
          </div>
        ))}
      </div>
      <div style={{ color: '#888', fontSize: 12, marginTop: 4 }}>{t('platform.zones.hotCanvasHint')}</div>
    </div>
  );
}
