import { VERSION } from './boot';
// The start itself is start-up code (./start.ts): this entry file only names the core chunk.
import './start';

export type { ShopWidgetsApi } from './public-api';
export type { ShopState } from './store/types';
export type { ShopEventName } from './events/bus';
export { VERSION };
export { rest } from './rest';
export type { RestClient, RestError, RestResult, RestOptions, RestRequestOptions, MediaUploadOptions } from './rest/types';
