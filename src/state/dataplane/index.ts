/** The app's one data plane: provided by the app entry, started by the first page that needs chart data. */
export { dataPlane, planeSettings, prestartDataPlane, provideDataPlane } from './plane';
export type { DataPlaneStarter } from './plane';
