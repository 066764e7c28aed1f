/** Pure helpers of the REST API the app speaks: rison, list queries, permissions, error texts. */
export { risonEncode, risonDecode, risonParam, type RisonValue } from './rison';
export {
  LIST_PAGE_SIZE,
  HOME_PAGE_SIZE,
  DEFAULT_ORDER_COLUMN,
  listQuery,
  listQueryRison,
  listPath,
  infoPath,
  idsPath,
  favoriteStatusPath,
  relatedPath,
} from './listQuery';
export { formatText, errorMessage, serverMessage, supersetErrors } from './errors';
export {
  PASSWORD_NEEDED,
  ALREADY_EXISTS,
  REEXPORT_ADVICE,
  classifyImportError,
  type ImportOutcome,
} from './importErrors';
export {
  REQUIRED_FIELD,
  CONNECTION_LOOKS_GOOD,
  CONNECTION_ERROR,
  FORCED_ONLY_ERROR_TYPES,
  GENERAL_ERROR_KEY,
  mapValidationErrors,
} from './databaseValidation';
export { findPermission, isAdmin, uploadPermissions, UPLOAD_VIEWS, type UploadKind } from './permissions';
export { isUrlExternal } from './url';
export { asPerson, personName, type Person } from './people';
export { MESSAGES } from './messages';
export type * from './types';
export {
  FEATURE_FLAGS,
  flagEnabled,
  asyncQuerySettings,
  websocketUrlFor,
  type FeatureFlag,
  type AsyncQuerySettings,
} from './featureFlags';
