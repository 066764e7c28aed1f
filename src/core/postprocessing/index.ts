export { compilePostProcessing } from './compile';
export { preparePostProcessing } from './run';
export type { FactQuery } from './run';
export { InvalidPostProcessingError, INVALID_OPERATION_MESSAGE } from './error';
export { OPERATION_NAMES } from './operations';
export type {
  ColumnType,
  CompiledPostProcessing,
  CompiledStep,
  CompileOptions,
  FactRequest,
  FactRow,
  Facts,
  PendingPostProcessing,
  PostProcessingInput,
  ReadyPostProcessing,
  ResultColumn,
} from './types';
