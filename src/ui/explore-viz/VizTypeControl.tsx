/** Explore's Visualization type control: the tile strip, 'View all charts' and the gallery modal (X11). */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { defaultRegistry } from '../../charts';
import { flagEnabled } from '../../core/api';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import { sessionStore } from '../../state/app';
import { cancelAction, ModalDialog } from '../kit';
import { galleryEntries, tileStripTypes, vizTypeDenylist } from './galleryModel';
import { ChartThumbnail } from './ChartThumbnail';
import { VizTypeGallery } from './VizTypeGallery';
import './gallery.css';

/** X11.03: the gallery modal's width limit. */
export const GALLERY_MAX_WIDTH_PX = 1090;
/** X11.02: shown for a viz_type no plugin is registered under. */
export const UNSUPPORTED_VIZ_TYPE = 'This visualization type is not supported.';

type Registry = ChartRegistry<ChartPlugin<unknown, unknown>>;

/** Props of the control; only `value` and `onChange` are needed, the rest default to the app's. */
export interface VizTypeControlProps {
  /** The chart's viz_type. */
  value: string | null;
  onChange: (vizType: string) => void;
  /** Types the chart has been rendered as (the last rendered first); each gets a tile. */
  renderedTypes?: readonly string[];
  /** Defaults to the app's registry, dynamic plugins included. */
  registry?: Registry;
  /** Defaults to the bootstrap conf's VIZ_TYPE_DENYLIST. */
  denylist?: readonly string[];
  label?: string;
}

/** Re-renders when a plugin registers (dynamic plugins arrive after the page). */
function useRegistryVersion(registry: Registry): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const unsubscribe = registry.subscribe(() => setVersion((v) => v + 1));
    return () => void unsubscribe();
  }, [registry]);
  return version;
}

/**
 * The gallery's chart types: the registry's (the app's by default, dynamic plugins included) less the denylist (the
 * bootstrap conf's VIZ_TYPE_DENYLIST by default), kept fresh as plugins register.
 */
export function useGalleryEntries(registry: Registry, denied?: readonly string[]) {
  const version = useRegistryVersion(registry);
  const { conf, featureFlags } = useSnapshot(sessionStore);
  const denylist = useMemo(() => denied ?? vizTypeDenylist(conf), [denied, conf]);
  const crossFilters = flagEnabled(featureFlags, 'DASHBOARD_CROSS_FILTERS');
  // The registry changes in place: `version` is what tells the memo a plugin arrived.
  const entries = useMemo(
    () => (version >= 0 ? galleryEntries(registry, { denylist, crossFilters }) : []),
    [registry, denylist, crossFilters, version],
  );
  return { entries, denylist };
}

/** X11.01–X11.03: the tile strip with the chart's type pressed, the unsupported notice, and the gallery behind 'View all charts'. */
export function VizTypeControl(props: VizTypeControlProps) {
  const { value, onChange, renderedTypes = [], label = 'Visualization type' } = props;
  const registry = props.registry ?? defaultRegistry();
  const { entries, denylist } = useGalleryEntries(registry, props.denylist);
  const tiles = tileStripTypes({ known: new Set(registry.keys()), value, renderedTypes, denylist });
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);

  const openGallery = (): void => {
    setSelected(value && entries.some((e) => e.key === value) ? value : null);
    setOpen(true);
  };
  // A stable chooser, so the memoised grid does not redraw when explore re-renders the control with a new onChange.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const choose = useCallback(
    (vizType: string): void => {
      setOpen(false);
      if (vizType !== latest.current.value) latest.current.onChange(vizType);
    },
    [setOpen],
  );

  return (
    <div className="viz-type-control" data-test="viz-type-control">
      <div role="group" aria-label={label} className="viz-tile-strip">
        {tiles.map((key) => {
          const metadata = registry.get(key)?.metadata;
          return (
            <Button
              key={key}
              className="viz-strip-tile"
              aria-pressed={key === value}
              onPress={() => choose(key)}
              data-test={`viz-strip-${key}`}
            >
              {metadata ? <ChartThumbnail metadata={metadata} small /> : null}
              <span>{metadata?.name ?? key}</span>
            </Button>
          );
        })}
      </div>
      {value && !registry.has(value) ? (
        <p role="alert" className="viz-unsupported">
          {UNSUPPORTED_VIZ_TYPE}
        </p>
      ) : null}
      <Button className="viz-view-all" onPress={openGallery}>
        View all charts
      </Button>
      <ModalDialog
        title="Select a visualization type"
        open={open}
        onClose={() => setOpen(false)}
        test="viz-type-modal"
        maxWidth={GALLERY_MAX_WIDTH_PX}
        actions={[
          cancelAction(() => setOpen(false)),
          { label: 'Select', variant: 'primary', disabled: !selected, onPress: () => selected && choose(selected) },
        ]}
      >
        <VizTypeGallery entries={entries} selected={selected} onSelect={setSelected} onChoose={choose} />
      </ModalDialog>
    </div>
  );
}
