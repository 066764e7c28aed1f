import { CategoricalScheme } from '../colorScheme';
import type { ColorSchemeConfig } from '../colorScheme';

// Colour lists as Superset ships them, so saved charts keep their colours.
const configs: ColorSchemeConfig[] = [
  {
    id: 'supersetColors',
    label: 'Superset Colors',
    group: 'featured',
    isDefault: true,
    colors: [
      '#1FA8C9', '#454E7C', '#5AC189', '#FF7F44', '#666666', '#E04355', '#FCC700', '#A868B7', '#3CCCCB', '#A38F79',
      '#8FD3E4', '#A1A6BD', '#ACE1C4', '#FEC0A1', '#B2B2B2', '#EFA1AA', '#FDE380', '#D3B3DA', '#9EE5E5', '#D1C6BC',
    ],
  },
  {
    id: 'supersetAndPresetColors',
    label: 'Preset + Superset',
    group: 'featured',
    colors: [
      '#004960', '#2893B3', '#20A7C9', '#5CC0DA', '#7DCDE1', '#A9D3E1',
      '#C6ECE1', '#AAE2D2', '#71CFB4', '#2FC096', '#178F7A', '#067162',
    ],
  },
  {
    id: 'blueToGreen',
    label: 'Blue to green',
    group: 'featured',
    colors: ['#3200A7', '#004CDA', '#0074F1', '#0096EF', '#53BFFF', '#41C8E6', '#30DEDE', '#04D9C7', '#00EAA2', '#A6FF93'],
  },
  {
    id: 'colorsOfRainbow',
    label: 'Colors of rainbow',
    group: 'featured',
    colors: [
      '#41ED86', '#2FC096', '#01DFFF', '#153AE0', '#850AD6', '#BD59FF',
      '#FF4A96', '#C32668', '#F40000', '#FF8901', '#FFBC0A', '#FFEC43',
    ],
  },
  {
    id: 'modernSunset',
    label: 'Modern sunset',
    group: 'featured',
    colors: [
      '#0080F6', '#254081', '#6C4592', '#A94693', '#DC4180', '#F35193',
      '#FF7582', '#FF4C5D', '#FF824E', '#FFAD2A', '#FFDB04', '#F3F700',
    ],
  },
  {
    id: 'redToYellow',
    label: 'Red to yellow',
    group: 'featured',
    colors: ['#90042A', '#D60039', '#D1353B', '#E45233', '#F47028', '#FE8E17', '#FFAD00', '#FFCC00', '#FFE601', '#FFF46D'],
  },
  {
    id: 'wavesOfBlue',
    label: 'Waves of blue',
    group: 'featured',
    colors: ['#070061', '#0A0095', '#0054B4', '#006BE7', '#2289FF', '#4A9FFF', '#76B6FF', '#9DCBFF', '#BEDCFF', '#DAEBFF'],
  },
  {
    id: 'bnbColors',
    label: 'Airbnb Colors',
    colors: [
      '#29696B', '#5BCACE', '#F4B02A', '#F1826A', '#792EB2', '#C96EC6', '#921E50',
      '#B27700', '#9C3498', '#9C3498', '#E4679D', '#C32F0E', '#9D63CA',
    ],
  },
  {
    id: 'googleCategory10c',
    label: 'Google Category 10c',
    colors: ['#3366cc', '#dc3912', '#ff9900', '#109618', '#990099', '#0099c6', '#dd4477', '#66aa00', '#b82e2e', '#316395'],
  },
  {
    id: 'googleCategory20c',
    label: 'Google Category 20c',
    colors: [
      '#3366cc', '#dc3912', '#ff9900', '#109618', '#990099', '#0099c6', '#dd4477', '#66aa00', '#b82e2e', '#316395',
      '#994499', '#22aa99', '#aaaa11', '#6633cc', '#e67300', '#8b0707', '#651067', '#329262', '#5574a6', '#3b3eac',
    ],
  },
  {
    id: 'd3Category10',
    label: 'D3 Category 10',
    colors: ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'],
  },
  {
    id: 'd3Category20',
    label: 'D3 Category 20',
    colors: [
      '#1f77b4', '#aec7e8', '#ff7f0e', '#ffbb78', '#2ca02c', '#98df8a', '#d62728', '#ff9896', '#9467bd', '#c5b0d5',
      '#8c564b', '#c49c94', '#e377c2', '#f7b6d2', '#7f7f7f', '#c7c7c7', '#bcbd22', '#dbdb8d', '#17becf', '#9edae5',
    ],
  },
  {
    id: 'd3Category20b',
    label: 'D3 Category 20b',
    colors: [
      '#393b79', '#5254a3', '#6b6ecf', '#9c9ede', '#637939', '#8ca252', '#b5cf6b', '#cedb9c', '#8c6d31', '#bd9e39',
      '#e7ba52', '#e7cb94', '#843c39', '#ad494a', '#d6616b', '#e7969c', '#7b4173', '#a55194', '#ce6dbd', '#de9ed6',
    ],
  },
  {
    id: 'd3Category20c',
    label: 'D3 Category 20c',
    colors: [
      '#3182bd', '#6baed6', '#9ecae1', '#c6dbef', '#e6550d', '#fd8d3c', '#fdae6b', '#fdd0a2', '#31a354', '#74c476',
      '#a1d99b', '#c7e9c0', '#756bb1', '#9e9ac8', '#bcbddc', '#dadaeb', '#636363', '#969696', '#bdbdbd', '#d9d9d9',
    ],
  },
  {
    id: 'echarts4Colors',
    label: 'ECharts v4.x Colors',
    colors: ['#c23531', '#2f4554', '#61a0a8', '#d48265', '#91c7ae', '#749f83', '#ca8622', '#bda29a', '#6e7074', '#546570', '#c4ccd3'],
  },
  {
    id: 'echarts5Colors',
    label: 'ECharts v5.x Colors',
    colors: ['#5470C6', '#91CC75', '#FAC858', '#EE6666', '#73C0DE', '#3BA272', '#FC8452', '#9A60B4', '#EA7CCC'],
  },
  {
    id: 'lyftColors',
    label: 'Lyft Colors',
    colors: ['#EA0B8C', '#6C838E', '#29ABE2', '#33D9C1', '#9DACB9', '#7560AA', '#2D5584', '#831C4A', '#333D47', '#AC2077'],
  },
  {
    id: 'presetColors',
    label: 'Preset Colors',
    colors: [
      '#6BD3B3', '#FCC550', '#408184', '#66CBE2', '#EE5960', '#484E5A', '#FF874E', '#03748E', '#C9BBAB', '#B17BAA',
      '#B5E9D9', '#FDE2A7', '#9FC0C1', '#B2E5F0', '#F6ACAF', '#A4A6AC', '#FFC3A6', '#81B9C6', '#E4DDD5', '#D9BDD5',
    ],
  },
];

/** The categorical schemes Tessera ships, supersetColors first. */
export const CATEGORICAL_SCHEMES: readonly CategoricalScheme[] = configs.map((config) => new CategoricalScheme(config));
