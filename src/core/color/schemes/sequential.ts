import { SequentialScheme } from '../colorScheme';
import type { SequentialSchemeConfig } from '../colorScheme';

// Superset's own sequential and diverging schemes.
const configs: SequentialSchemeConfig[] = [
  { id: 'blue_white_yellow', label: 'blue/white/yellow', colors: ['#00d1c1', 'white', '#ffb400'] },
  { id: 'fire', colors: ['white', 'yellow', 'red', 'black'] },
  { id: 'white_black', label: 'white/black', colors: ['white', 'black'] },
  { id: 'black_white', label: 'black/white', colors: ['black', 'white'] },
  { id: 'dark_blue', label: 'dark blues', colors: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'] },
  { id: 'pink_grey', label: 'pink/grey', isDiverging: true, colors: ['#E70B81', '#FAFAFA', '#666666'] },
  { id: 'greens', colors: ['#ffffcc', '#78c679', '#006837'] },
  { id: 'purples', colors: ['#f2f0f7', '#9e9ac8', '#54278f'] },
  { id: 'oranges', colors: ['#fef0d9', '#fc8d59', '#b30000'] },
  {
    id: 'red_yellow_blue',
    label: 'red/yellow/blue',
    isDiverging: true,
    colors: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'],
  },
  {
    id: 'brown_white_green',
    label: 'brown/white/green',
    isDiverging: true,
    colors: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'],
  },
  {
    id: 'purple_white_green',
    label: 'purple/white/green',
    isDiverging: true,
    colors: ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'],
  },
  {
    id: 'superset_seq_1',
    label: 'Superset Sequential #1',
    isDefault: true,
    colors: [
      '#F4FAD4',
      '#D7F1AC',
      '#A9E3AF',
      '#82CDBB',
      '#63C1BF',
      '#1FA8C9',
      '#2367AC',
      '#2A2D84',
      '#251354',
      '#050415',
    ],
  },
  {
    id: 'superset_seq_2',
    label: 'Superset Sequential #2',
    colors: [
      '#FBF1B4',
      '#FDD093',
      '#FEAD71',
      '#FF7F44',
      '#E04355',
      '#C53D6F',
      '#952B7B',
      '#4F167B',
      '#251354',
      '#050415',
    ],
  },
  {
    id: 'superset_div_1',
    label: 'Superset Diverging #1',
    colors: ['#E04355', '#E87180', '#EFA1AA', '#F7D0D4', '#F6F6F7', '#C8E9F1', '#8FD3E4', '#58BDD7', '#1FA8C9'],
  },
  {
    id: 'superset_div_2',
    label: 'Superset Diverging #2',
    colors: ['#FF7F44', '#FF9E72', '#FEC0A1', '#FFDFD0', '#F6F6F7', '#C8E9F1', '#8FD3E4', '#58BDD7', '#1FA8C9'],
  },
  {
    id: 'preset_seq_1',
    label: 'Preset Sequential #1',
    colors: [
      '#F3FAEB',
      '#DEF2D7',
      '#CAEAC4',
      '#98DEBC',
      '#69D3B5',
      '#4AA59D',
      '#287886',
      '#0D5B6A',
      '#03273F',
      '#03273F',
    ],
  },
  {
    id: 'preset_seq_2',
    label: 'Preset Sequential #2',
    colors: [
      '#FEECE8',
      '#FDE2DA',
      '#FCCEC2',
      '#F998AA',
      '#F76896',
      '#D13186',
      '#AC0378',
      '#790071',
      '#43026C',
      '#050415',
    ],
  },
  {
    id: 'preset_div_1',
    label: 'Preset Diverging #1',
    colors: ['#B17BAA', '#C59DC0', '#D9BDD5', '#D9BDD5', '#F6F6F7', '#CBEFE5', '#98DECA', '#64D0B0', '#32BE96'],
  },
  {
    id: 'preset_div_2',
    label: 'Preset Diverging #2',
    colors: ['#CB5171', '#D87C94', '#E5A8B7', '#F2D3DB', '#F6F6F7', '#CEE8EC', '#9CD1D8', '#6CBAC6', '#3AA3B2'],
  },
  { id: 'echarts_gradient', label: 'ECharts gradient', colors: ['#f6EFA6', '#D88273', '#BF444C'] },
];

/** Superset's own sequential schemes, superset_seq_1 the default. */
export const COMMON_SEQUENTIAL_SCHEMES: readonly SequentialScheme[] = configs.map(
  (config) => new SequentialScheme(config),
);
