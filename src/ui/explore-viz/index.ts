/** The visualization type control of explore: the tile strip and the 'Select a visualization type' gallery. */
export {
  ALL_CHARTS,
  FEATURED_VIZ_TYPES,
  NO_DESCRIPTION,
  OTHER_CATEGORY,
  POPULARITY_ORDER,
  RECOMMENDED_TAGS,
  categoryOf,
  chartDetails,
  entriesForSelector,
  galleryEntries,
  hasChartBehaviours,
  matchesSelector,
  orderByPopularity,
  selectionAfterSelectorChange,
  sidebarSections,
  tileStripTypes,
  vizTypeDenylist,
  type ChartDetails,
  type GalleryFilter,
  type GallerySection,
  type GallerySelector,
  type SidebarSection,
  type TileStripInput,
} from './galleryModel';
export { columnsForWidth, tileAfterKey, TILE_GAP, TILE_HEIGHT, TILE_MIN_WIDTH } from './tileGrid';
export { createChartSearch, SEARCH_THRESHOLD, SEARCH_WEIGHTS, type ChartSearch } from './search';
export {
  VizTypeControl,
  GALLERY_MAX_WIDTH_PX,
  UNSUPPORTED_VIZ_TYPE,
  useGalleryEntries,
  type VizTypeControlProps,
} from './VizTypeControl';
export { VizTypeGallery, type VizTypeGalleryProps } from './VizTypeGallery';
export { ChartThumbnail, THUMBNAIL_STYLE_ID, thumbnailClass } from './ChartThumbnail';
export { chartSearchService, searchableCopy, type ChartSearchService, type SearchableType } from './search';
export {
  chartSearcher,
  localSearcher,
  remoteSearcher,
  SEARCH_IN_WORKER_ABOVE,
  type ChartSearcher,
  type SearchEndpoint,
} from './searcher';
